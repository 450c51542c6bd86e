import { expect, test, type Page } from '@playwright/test';
import { BANK_DETAILS_WHILE_IMPERSONATING } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { checkAtEachViewport, expectNoAxeViolations, E2E_URLS, freshProvider, mainNav, signIn } from '@portal/e2e-support';

const impersonate = (page: Page, providerId: string) =>
  page.goto(`${E2E_URLS.issuer}/Impersonate/${providerId}/?${new URLSearchParams({ returnUrl: `${E2E_URLS.shell}/` })}`);
const banner = (page: Page) => page.getByRole('complementary', { name: 'Acting as a provider' });

test('admin acts as a provider: the banner on every page, no bank-detail change, Stop returns to the admin home', async ({
  page,
  browser,
  request,
}) => {
  // A sign-up, a registration and its approval first.
  test.setTimeout(150_000);
  // A provider of its own: no other test's pending change can disable its profile's SAVE.
  const clinic = await freshProvider(browser, request, { label: 'acting' });
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'View Providers' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(clinic.providerName);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByText('1 provider', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: clinic.providerName, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Login As Provider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Act as this provider?' })).toBeVisible();
  await expectNoAxeViolations(page, 'the identity service’s confirmation page');
  await page.getByRole('button', { name: 'Act as this provider' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner(page)).toHaveText(`Acting as ${clinic.username} — Stop`);
  await checkAtEachViewport(page, 'dashboard while acting as a provider', async (p) => {
    await expect(banner(p).getByRole('link', { name: 'Stop' })).toBeVisible();
  });

  await page.setViewportSize({ width: 1366, height: 800 });
  await mainNav(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByLabel('Business Name', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Account Number').first().fill('1234567');
  await page.getByRole('checkbox', { name: 'Verify Provider Registration' }).check();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText(BANK_DETAILS_WHILE_IMPERSONATING)).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.getByRole('complementary', { name: 'Vous agissez au nom d’un fournisseur' })).toHaveText(
    `Vous agissez au nom de ${clinic.username} — Arrêter`,
  );
  await page.getByRole('button', { name: /^(EN )?English$/ }).click();

  await banner(page).getByRole('link', { name: 'Stop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('admin');
});

test('claimsadmin is refused by the identity service', async ({ page }) => {
  await signIn(page, 'claimsadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims Admin Home' })).toBeVisible();
  const response = await impersonate(page, DEMO_PROVIDER_IDS.provider);
  expect(response?.status()).toBe(403);
  await expect(page.getByText('Only an Administrator or a SuperAdmin can act as a provider.')).toBeVisible();
});
