import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@portal/demo-data';
import { E2E_URLS } from './support/environment';
import { SIDE_LINKS } from './support/layouts';
import { mainNav, signIn } from './support/sign-in';

test.describe('every demo account signs in through the identity service and sees its own layout', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.username} (${account.description})`, async ({ page }) => {
      await signIn(page, account.username);
      await expect(page).toHaveURL(new RegExp(`${account.home}$`));
      await expect(page.getByText(account.username, { exact: true }).first()).toBeVisible();

      if (account.home === '/provider-registration') {
        await expect(page.getByRole('heading', { level: 1, name: 'Health Provider Registration' })).toBeVisible();
        await expect(mainNav(page)).toHaveCount(0);
        return;
      }
      const links = mainNav(page).getByRole('link');
      const expected = SIDE_LINKS[account.role];
      await expect(links).toHaveText(expected.map((l) => l.name));
      for (const [i, link] of expected.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', link.path);
      }
    });
  }
});

test('a wrong password shows a clear message on the login page', async ({ page }) => {
  await signIn(page, 'provider', 'not-the-password');
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  expect(page.url().startsWith(E2E_URLS.issuer)).toBe(true);
});

test('an unknown user gets the same message', async ({ page }) => {
  await signIn(page, 'nobody-here');
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
});

test('logout ends the session at the identity service', async ({ page }) => {
  await signIn(page, 'provider');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(new RegExp(`${E2E_URLS.shell}/$`));
  // A new sign-in must ask for the password again.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
