import { expect, test } from '@playwright/test';
import { E2E_URLS } from './support/environment';
import { mainNav, signIn } from './support/sign-in';

test('a remote that is down shows an error panel with Retry while the rest keeps working', async ({ page }) => {
  const adminRemote = `${E2E_URLS.remote('admin')}/**`;
  await page.route(adminRemote, (route) => route.abort('connectionrefused'));

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin-home$/);
  const panel = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(panel).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Admin Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FAQ' })).toBeVisible();

  // The shell's own pages still work while the remote is down.
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goBack();

  await page.unroute(adminRemote);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});
