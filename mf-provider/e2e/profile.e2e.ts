import { expect, test, type Page } from '@playwright/test';
import { checkAtEachViewport, mainNav, signIn } from '@portal/e2e-support';

const openProfile = async (page: Page, username: string) => {
  await signIn(page, username);
  await mainNav(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Business Name', { exact: true })).not.toHaveValue('');
};

test('pending sees the pending banner and a disabled SAVE, accessible at both widths and in French', async ({ page }) => {
  await openProfile(page, 'pending');
  await expect(page.getByText('Your profile information is pending approval')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  await checkAtEachViewport(page, 'provider profile', async (p) => {
    await expect(p.getByRole('button', { name: 'SAVE' })).toBeVisible();
  });
  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.getByText('Les renseignements de votre profil sont en attente d’approbation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ENREGISTRER' })).toBeDisabled();
});

test('suspended sees the suspended banner with its administrator message', async ({ page }) => {
  await openProfile(page, 'suspended');
  const banner = page.getByRole('alert').filter({ hasText: 'Your account has been suspended.' });
  await expect(banner).toContainText('You will not be able to submit any claims. Please contact administrator.');
  await expect(banner).toContainText('Suspended pending a billing review.');
});

test('provider2 changes its business name: sent for approval, then pending with SAVE disabled after a reload', async ({
  page,
}) => {
  await openProfile(page, 'provider2');
  await expect(page.getByRole('heading', { level: 2, name: /Valley Wellness Inc\./ })).toBeVisible();
  await page.getByLabel('Business Name', { exact: true }).fill('Valley Wellness Centre Inc.');
  await page.getByRole('checkbox', { name: 'Verify Provider Registration' }).check();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Profile change sent for approval')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your profile information is pending approval')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();
});

test("antd's styles come from the remote's build-time stylesheet (ADR 044)", async ({ page }) => {
  await openProfile(page, 'suspended');
  const name = page.getByLabel('Business Name', { exact: true });
  // antd's input (4px 11px padding, the theme's 4 px corners), not the browser's own (antd-root.spec.tsx shows
  // none of it is injected at run time).
  await expect(name).toHaveCSS('padding-left', '11px');
  await expect(name).toHaveCSS('border-top-left-radius', '4px');
  // The remote's own stylesheet (its rules cannot be read across origins).
  const remoteSheets = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
        (link) => new URL(link.href).origin !== location.origin,
      ).length,
  );
  expect(remoteSheets).toBeGreaterThan(0);
});
