import { expect, test } from '@playwright/test';
import { checkAtEachViewport, mainNav, signIn } from '@portal/e2e-support';

test('a claims administrator sees the providers read only, bank numbers masked, without Login As Provider', async ({ page }) => {
  await signIn(page, 'claimsadmin');
  await mainNav(page).getByRole('link', { name: 'View Providers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registered Providers' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Account status of Valley Wellness Inc.' })).toBeDisabled();
  await checkAtEachViewport(page, 'claims-admin registered providers', async (p) => {
    await expect(p.getByRole('combobox', { name: 'Account status of Valley Wellness Inc.' })).toBeVisible();
  });
  await page.setViewportSize({ width: 1366, height: 800 });

  await page.getByRole('button', { name: 'Valley Wellness Inc.', exact: true }).click();
  const details = page.getByRole('dialog').filter({ hasText: 'Provider details: Valley Wellness Inc.' });
  await expect(details).toContainText('******323');
  await expect(details).not.toContainText('987654323');
  await expect(details.getByRole('button', { name: 'Login As Provider' })).toHaveCount(0);
  await checkAtEachViewport(page, 'claims-admin provider details', async (p) => {
    await expect(p.getByRole('dialog').getByText('******323')).toBeVisible();
  });
});
