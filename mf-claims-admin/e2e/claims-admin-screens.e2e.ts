import { expect, test } from '@playwright/test';
import { mainNav, signIn } from '@portal/e2e-support';

test('a claims administrator reaches every mf-claims-admin screen, and is told it does not log in as providers', async ({
  page,
}) => {
  await signIn(page, 'claimsadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims Admin Home' })).toBeVisible();
  await expect(page.getByText(/do not log in as providers/)).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'View Providers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registered Providers' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Search Submissions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search Submissions' })).toBeVisible();
});
