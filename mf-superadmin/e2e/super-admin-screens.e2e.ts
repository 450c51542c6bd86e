import { expect, test } from '@playwright/test';
import { mainNav, signIn } from '@portal/e2e-support';

test('a super administrator sees the demo plans, none under 777, and the coverages', async ({ page }) => {
  await signIn(page, 'superadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Home' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Edit Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add / Remove / Update coverage plans' })).toBeVisible();
  for (const plan of ['Student Health Plan - 110', 'Graduate Plan - 247-01', 'Future Plan - 300', 'Drawbridge Plan - 420']) {
    await expect(page.getByRole('heading', { level: 2, name: plan })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: /777/ })).toHaveCount(0);
  await mainNav(page).getByRole('link', { name: 'Edit Coverages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit coverages' })).toBeVisible();
  await expect(page.getByText('Physiotherapy').first()).toBeVisible();
});
