import { expect, test } from '@playwright/test';
import { mainNav, signIn } from '../support/sign-in';

test('a super administrator sees the demo plans, 777 shown as 247, and the coverages', async ({ page }) => {
  await signIn(page, 'superadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Home' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Edit Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add / Remove / Update coverage plans' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /- 247$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /- 777$/ })).toHaveCount(0);
  await mainNav(page).getByRole('link', { name: 'Edit Coverages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit coverages' })).toBeVisible();
  await expect(page.getByText('Physiotherapy').first()).toBeVisible();
});
