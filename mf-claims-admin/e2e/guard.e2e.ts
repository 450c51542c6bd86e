import { expect, test } from '@playwright/test';
import { signIn, testGuardRedirects } from '@portal/e2e-support';

// Where the guard sends those who open mf-claims-admin's routes.
testGuardRedirects([{ username: 'provider', visits: '/claims-admin-home', lands: '/dashboard' }]);

test('SuperAdmin may use the admin-level routes', async ({ page }) => {
  await signIn(page, 'superadmin');
  await expect(page).toHaveURL(/\/super-admin-home$/);
  await page.goto('/claims-admin-providers');
  await expect(page).toHaveURL(/\/claims-admin-providers$/);
});
