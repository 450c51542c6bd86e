import { expect, test } from '@playwright/test';
import { mainNav, signIn } from '@portal/e2e-support';

test('an administrator reaches every mf-admin screen from the side bar', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
  await expect(page.getByText(/Login As Provider/)).toBeVisible();
  for (const [link, heading] of [
    ['View Providers', 'Registered Providers'],
    ['Approval Requests', 'Approval Requests'],
    ['Search Submissions', 'Search Submissions'],
    ['Payments', 'Payments'],
  ] as const) {
    await mainNav(page).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await mainNav(page).getByRole('link', { name: 'Approval Requests' }).click();
  await expect(page.getByText('View / Approve requests for change')).toBeVisible();
});
