import { expect, type Page, test } from '@playwright/test';
import { checkAtEachViewport, E2E_URLS, waitForMail, signIn } from '@portal/e2e-support';

const username = `prairie-${Date.now().toString(36)}`;
const email = `${username}@prairie.example.test`;
const password = 'Prairie-2026!';
const newPassword = 'Changed-2026?';

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test.describe.serial('sign-up and account recovery at the identity service', () => {
  test('a legacy provider registers from /newprovider, confirms the e-mail and lands on provider registration', async ({
    page,
  }) => {
    await page.goto('/newprovider/legacy-demo-0002');
    await page.getByRole('link', { name: 'Register on the new portal' }).click();
    await heading(page, 'Create your Provider Portal account');
    expect(page.url()).toBe(`${E2E_URLS.issuer}/register?uid=legacy-demo-0002&lang=en`);
    await checkAtEachViewport(page, 'register page', () => heading(page, 'Create your Provider Portal account'));

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm the password').fill('weak');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/does not meet the rule/);
    await checkAtEachViewport(page, 'register page with errors', () => heading(page, 'Create your Provider Portal account'));

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm the password').fill(password);
    await page.getByRole('button', { name: 'Create the account' }).click();
    await heading(page, 'Check your e-mail');

    await signIn(page, username, password);
    await expect(page.getByText('Confirm your e-mail address before signing in')).toBeVisible();

    const mail = await waitForMail({ to: email, subject: 'Your Provider Portal account request' });
    const link = mail.links.find((url) => url.startsWith(`${E2E_URLS.issuer}/confirm?`));
    expect(link).toBeDefined();
    await page.goto(link as string);
    await heading(page, 'Your e-mail address is confirmed');
    await checkAtEachViewport(page, 'confirmation page', () => heading(page, 'Your e-mail address is confirmed'));

    await page.goto(link as string);
    await heading(page, 'This link cannot be used');

    await signIn(page, username, password);
    await expect(page).toHaveURL(/\/provider-registration$/);
  });

  test('forgot password sends a reset link; the new password signs in and the link works once', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await heading(page, 'Reset your password');
    await checkAtEachViewport(page, 'forgot page', () => heading(page, 'Reset your password'));
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await heading(page, 'Check your e-mail');

    const mail = await waitForMail({ to: email, subject: 'Reset your Provider Portal password' });
    const link = mail.links.find((url) => url.startsWith(`${E2E_URLS.issuer}/reset?`)) as string;
    await page.goto(link);
    await heading(page, 'Choose a new password');
    await checkAtEachViewport(page, 'reset page', () => heading(page, 'Choose a new password'));
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm the password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await heading(page, 'Your password has been changed');

    await page.goto(link);
    await heading(page, 'This link cannot be used');

    await signIn(page, username, newPassword);
    await expect(page).toHaveURL(/\/provider-registration$/);
  });

  test("the identity pages follow the portal's French and switch back to English", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    await heading(page, 'Connexion au Portail des fournisseurs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await heading(page, 'Créez votre compte du Portail des fournisseurs');
    await checkAtEachViewport(page, 'French register page', () =>
      heading(page, 'Créez votre compte du Portail des fournisseurs'),
    );
    await page.getByRole('link', { name: 'English' }).click();
    await heading(page, 'Create your Provider Portal account');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await page.getByRole('link', { name: 'Return to the Provider Portal' }).click();
    await expect(page).toHaveURL(`${E2E_URLS.shell}/`);
  });
});
