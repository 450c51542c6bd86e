import { expect, test } from '@playwright/test';
import { signIn, testGuardRedirects } from '@portal/e2e-support';

// Where the guard sends those who open mf-admin's routes.
test('a visitor who is not signed in is sent to the login screen', async ({ page }) => {
  await page.goto('/admin-home');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

testGuardRedirects([
  { username: 'provider', visits: '/admin-home', lands: '/dashboard' },
  { username: 'claimsadmin', visits: '/admin-providers', lands: '/claims-admin-home' },
]);

test('SuperAdmin may use the admin routes', async ({ page }) => {
  await signIn(page, 'superadmin');
  await expect(page).toHaveURL(/\/super-admin-home$/);
  await page.goto('/admin-approvals');
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
});
