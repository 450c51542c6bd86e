import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@portal/demo-data';
import { E2E_URLS, mainNav, signIn } from '@portal/e2e-support';

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
      // Each remote checks the side links it declares (<remote>/e2e/remote-declaration.e2e.ts); the side bar opens with the home.
      await expect(mainNav(page).getByRole('link').first()).toHaveAttribute('href', account.home);
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

/** The access token the shell holds (oidc-client-ts keeps its user in localStorage). */
const heldAccessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
  });

test('logout ends the session at the identity service, and the API refuses its access token within 5 seconds', async ({
  page,
  request,
}) => {
  await signIn(page, 'provider');
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await heldAccessToken(page);
  expect(token).toBeTruthy();
  const homepage = () => request.get(`${E2E_URLS.api}/homepage`, { headers: { authorization: `Bearer ${token}` } });
  expect((await homepage()).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  const signedOutAt = Date.now();
  await expect.poll(async () => (await homepage()).status(), { timeout: 5_000, intervals: [250] }).toBe(401);
  expect(Date.now() - signedOutAt).toBeLessThan(5_000);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(new RegExp(`${E2E_URLS.shell}/$`));
  // A new sign-in must ask for the password again.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
