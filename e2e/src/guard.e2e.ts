import { expect, test } from '@playwright/test';
import { signIn } from '@portal/e2e-support';

test('a visitor who is not signed in is sent to the login screen', async ({ page }) => {
  await page.goto('/admin-home');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

const redirects: { username: string; visits: string; lands: string }[] = [
  { username: 'provider', visits: '/admin-home', lands: '/dashboard' },
  { username: 'provider', visits: '/admin-plans', lands: '/dashboard' },
  { username: 'provider', visits: '/claims-admin-home', lands: '/dashboard' },
  { username: 'admin', visits: '/admin-plans', lands: '/admin-home' },
  { username: 'admin', visits: '/dashboard', lands: '/admin-home' },
  { username: 'claimsadmin', visits: '/admin-providers', lands: '/claims-admin-home' },
  { username: 'claimsadmin', visits: '/admin-edit-homepage', lands: '/claims-admin-home' },
  { username: 'newuser', visits: '/dashboard', lands: '/provider-registration' },
];

for (const { username, visits, lands } of redirects) {
  test(`${username} visiting ${visits} is sent to ${lands}`, async ({ page }) => {
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/auth'));
    await page.goto(visits);
    await expect(page).toHaveURL(new RegExp(`${lands}$`));
  });
}

test('SuperAdmin may use the admin routes and the admin-level routes', async ({ page }) => {
  await signIn(page, 'superadmin');
  await expect(page).toHaveURL(/\/super-admin-home$/);
  await page.goto('/admin-approvals');
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
  await page.goto('/claims-admin-providers');
  await expect(page).toHaveURL(/\/claims-admin-providers$/);
});
