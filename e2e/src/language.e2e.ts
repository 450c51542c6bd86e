import { expect, test } from '@playwright/test';
import { mainNav, signIn } from '@portal/e2e-support';

test("switching to French switches the shell and every loaded remote's strings, side links included", async ({ page }) => {
  await signIn(page, 'superadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Home' })).toBeVisible();
  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil super-administrateur' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  // Links from mf-superadmin and mf-admin, each labelled from its own remote's French strings.
  await expect(nav.getByRole('link', { name: 'Modifier les régimes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Voir les fournisseurs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
  await nav.getByRole('link', { name: 'Demandes d’approbation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes d’approbation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  await page.getByRole('button', { name: /^(EN )?English$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Edit Plans' })).toBeVisible();
});
