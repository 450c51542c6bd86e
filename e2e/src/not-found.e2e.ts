import { expect, test } from '@playwright/test';
import { signIn } from '@portal/e2e-support';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('Return Home takes a signed-in user to their own home', async ({ page }) => {
  await signIn(page, 'claimsadmin');
  await expect(page).toHaveURL(/\/claims-admin-home$/);
  await page.goto('/definitely/not/here');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/claims-admin-home$/);
});
