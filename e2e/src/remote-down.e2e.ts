import { expect, test } from '@playwright/test';
import { E2E_URLS, mainNav, signIn } from '@portal/e2e-support';

const retryPanel = (page: import('@playwright/test').Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });

test("a remote that is down shows an error panel naming it, with Retry, while the other remotes' links keep working", async ({
  page,
}) => {
  const adminRemote = `${E2E_URLS.remote('admin')}/**`;
  await page.route(adminRemote, (route) => route.abort('connectionrefused'));

  await signIn(page, 'superadmin');
  await expect(page).toHaveURL(/\/super-admin-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Home' })).toBeVisible();
  // mf-superadmin's links are there; mf-admin's (View Providers, Approval Requests, ...) are not.
  await expect(mainNav(page).getByRole('link')).toHaveText(['Admin Home', 'Edit Plans', 'Edit Coverages', "Provider's Homepage"]);
  await mainNav(page).getByRole('link', { name: 'Edit Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add / Remove / Update coverage plans' })).toBeVisible();

  await page.goto('/admin-approvals');
  await expect(retryPanel(page)).toContainText('Not available: admin.');
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goBack();
  await expect(retryPanel(page)).toContainText('Not available: admin.');

  await page.unroute(adminRemote);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
  await expect(retryPanel(page)).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'View Providers' })).toBeVisible();
});

test('a user whose home remote is down is told so on sign-in, not shown a 404', async ({ page }) => {
  await page.route(`${E2E_URLS.remote('admin')}/**`, (route) => route.abort('connectionrefused'));
  await signIn(page, 'admin');
  await expect(retryPanel(page)).toContainText('This part of the portal could not be loaded');
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
});

test('a remote whose pages fail to load shows the panel in its layout, and Retry loads them', async ({ page }) => {
  const entry = `${E2E_URLS.remote('admin')}/remoteEntry.js`;
  await page.route(entry, (route) => route.abort('connectionrefused'));
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin-home$/);
  await expect(retryPanel(page)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Approval Requests' })).toBeVisible();
  await page.unroute(entry);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
});
