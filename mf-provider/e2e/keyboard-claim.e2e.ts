import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/demo-data';
import { daysAgo, chooseWithKeys, tabTo, mainNav, typeDateWithKeys } from '@portal/e2e-support';

test('provider signs in and submits a claim with the keyboard alone, focus where it should be after each step', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in to the Provider Portal' })).toBeVisible();
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('provider');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(mainNav(page)).toBeVisible();
  await tabTo(page, mainNav(page).getByRole('link', { name: 'New Claim' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New Claim' })).toBeVisible();

  await tabTo(page, page.getByRole('combobox', { name: 'Office' }));
  await chooseWithKeys(page, 'Harbour Clinic');
  await tabTo(page, page.getByLabel('Member / Certificate ID'));
  await page.keyboard.type('123456');
  await tabTo(page, page.getByRole('button', { name: 'SEARCH BY ID' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Expenses' })).toBeVisible();

  await tabTo(page, page.getByRole('combobox', { name: 'Patient' }));
  await chooseWithKeys(page, 'CHLOE MARTIN — •••• (hidden)');
  await tabTo(page, page.getByLabel('Date of service', { exact: true }));
  await typeDateWithKeys(page, daysAgo(4));
  await expect(page.getByLabel('Date of service', { exact: true })).toHaveValue(daysAgo(4));
  await tabTo(page, page.getByRole('combobox', { name: 'Coverage' }));
  await chooseWithKeys(page, 'Chiropractic');
  await tabTo(page, page.getByLabel('Amount'));
  await page.keyboard.type('41.25');
  await expect(page.getByText('Total: $41.25')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'SUBMIT' }));
  await page.keyboard.press('Enter');
  const sent = page.getByRole('dialog', { name: 'Claim sent' });
  await expect(sent).toContainText(/Your claim CPP110\d{21} has been sent\./);
  // The dialog takes focus, and Tab stays inside it.
  await expect.poll(() => sent.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await tabTo(page, sent.getByRole('button', { name: 'CLOSE', exact: true }));
  await page.keyboard.press('Enter');
  await expect(sent).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Expenses' })).toBeFocused();
});
