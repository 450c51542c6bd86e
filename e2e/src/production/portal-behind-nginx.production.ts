import { expect, test } from '@playwright/test';
import { chooseChloe, sendChiropracticClaim, mainNav, signIn } from '@portal/e2e-support';

const ISSUER = process.env['PRODUCTION_ISSUER'] ?? '';

test('a provider signs in on the identity origin, submits a claim, keeps the session over a refresh and logs out', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const remoteFiles: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/remotes/mf-provider/')) remoteFiles.push(`${response.status()} ${response.url()}`);
  });

  await signIn(page, 'provider');
  await expect(mainNav(page)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);

  await mainNav(page).getByRole('link', { name: 'New Claim' }).click();
  await chooseChloe(page);
  const { sent } = await sendChiropracticClaim(page, { days: 2, amount: '45.50' });
  await expect(sent).toContainText(/Your claim CPP110\d{21} has been sent\./);

  await page.reload();
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByText('provider', { exact: true }).first()).toBeVisible();

  // The shell forgets the user at once, then ends the session at the identity origin and comes back.
  const signedOut = page.waitForURL(new RegExp(`^${ISSUER}/`)).then(() => page.waitForURL(`${baseURL}/`));
  await page.getByRole('button', { name: 'Logout' }).click();
  await signedOut;
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`^${ISSUER}/`));
  await expect(page.getByLabel('Password')).toBeVisible();

  // The remote came from its own path on the portal's origin, every file of it found.
  expect(remoteFiles.some((line) => /^200 .*\/remotes\/mf-provider\/remoteEntry\.js$/.test(line))).toBe(true);
  expect(remoteFiles.filter((line) => !/^(200|304) /.test(line))).toEqual([]);
  expect(violations).toEqual([]);
});
