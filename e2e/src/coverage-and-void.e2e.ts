import { expect, test, type Page } from '@playwright/test';
import {
  animationsSettled,
  checkAtEachViewport,
  daysAgo,
  findMember,
  pick,
  typeDate,
  mainNav,
  signIn,
} from '@portal/e2e-support';

const CHLOE = 'CHLOE MARTIN — •••• (hidden)';
const YEAR = new Date().getUTCFullYear();

const toFrench = (page: Page) => page.getByRole('button', { name: /^(FR )?Français$/ }).click();
const toEnglish = (page: Page) => page.getByRole('button', { name: /^(EN )?English$/ }).click();

/** Submits the filled form and returns the new claim's submission id, with the success dialog closed. */
const submit = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim sent' });
  await expect(dialog).toContainText(/Your claim CPP110\d{21} has been sent\./);
  const id = ((await dialog.textContent()) ?? '').match(/CPP110\d{21}/)?.[0] ?? '';
  await animationsSettled(page);
  await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Amount')).toHaveValue('');
  return id;
};

test('provider checks coverage before a claim, submits within the maximum, and voids another claim', async ({ page }) => {
  // Two claims, eight axe runs and two language switches.
  test.setTimeout(120_000);
  await signIn(page, 'provider');
  await mainNav(page).getByRole('link', { name: 'New Claim' }).click();
  await pick(page, 'Office', 'Harbour Clinic');
  await findMember(page, '123456');
  await expect(page.getByRole('heading', { level: 2, name: 'Expenses' })).toBeVisible();
  await pick(page, 'Patient', CHLOE);

  const panel = page.getByRole('region', { name: `Coverage in ${YEAR}` });
  const massage = panel.getByRole('row', { name: /Massage Therapy/ });
  await expect(massage).toContainText('$150.00');
  await expect(massage).toContainText('$500.00');
  const remaining = Number(((await massage.getByRole('cell').last().textContent()) ?? '').replace(/[$,]/g, ''));
  expect(remaining).toBeGreaterThanOrEqual(45.5);

  await typeDate(page, 'Date of service', daysAgo(2));
  await pick(page, 'Coverage', 'Massage Therapy');
  await page.getByLabel('Amount').fill('45.50');
  const leaves = (remaining - 45.5).toLocaleString('en-CA', { minimumFractionDigits: 2 });
  await expect(page.getByText(`$45.50 leaves $${leaves} of $500.00 this year`)).toBeVisible();
  await checkAtEachViewport(page, 'the coverage panel (EN)', async (p) => {
    await expect(p.getByRole('region', { name: `Coverage in ${YEAR}` })).toBeVisible();
  });
  await toFrench(page);
  await expect(page.getByRole('region', { name: `Garanties en ${YEAR}` })).toBeVisible();
  await expect(page.getByText(/^45,50\s\$ laisse .+ sur 500,00\s\$ cette année$/)).toBeVisible();
  await checkAtEachViewport(page, 'the coverage panel (FR)', async (p) => {
    await expect(p.getByRole('region', { name: `Garanties en ${YEAR}` })).toBeVisible();
  });
  await toEnglish(page);
  await page.setViewportSize({ width: 1366, height: 800 });

  await typeDate(page, 'Referral date', daysAgo(10));
  await page.getByLabel('Referring physician').fill('Dr Ada Lovelace');
  await page.getByLabel('Physician registration number').fill('CPSO-12345');
  await submit(page);

  await pick(page, 'Patient', CHLOE);
  await typeDate(page, 'Date of service', daysAgo(1));
  await pick(page, 'Coverage', 'Chiropractic');
  await page.getByLabel('Amount').fill('20');
  const toVoid = await submit(page);

  await mainNav(page).getByRole('link', { name: 'Search Submissions' }).click();
  await page.getByLabel('Submission ID').fill(toVoid);
  await page.getByRole('button', { name: 'SEARCH' }).click();
  const row = page.getByRole('row').filter({ hasText: toVoid }).first();
  await expect(row).toContainText('Approved');
  const voidButton = page.getByRole('button', { name: `Void ${toVoid}` });

  await toFrench(page);
  await page.getByRole('button', { name: `Annuler ${toVoid}` }).click();
  const frenchDialog = page.getByRole('dialog', { name: `Annuler la demande ${toVoid}` });
  await checkAtEachViewport(page, 'the void dialog (FR)', async (p) => {
    await expect(p.getByRole('dialog', { name: `Annuler la demande ${toVoid}` })).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(frenchDialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Annuler ${toVoid}` })).toBeFocused();
  await toEnglish(page);

  await voidButton.click();
  const dialog = page.getByRole('dialog', { name: `Void claim ${toVoid}` });
  await dialog.getByRole('button', { name: 'VOID CLAIM' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a reason');
  await checkAtEachViewport(page, 'the void dialog (EN)', async (p) => {
    await expect(p.getByRole('dialog', { name: `Void claim ${toVoid}` })).toBeVisible();
  });
  await page.setViewportSize({ width: 1366, height: 800 });
  await dialog.getByLabel('Reason (required)').fill('Entered for the wrong patient');
  await dialog.getByRole('button', { name: 'VOID CLAIM' }).click();
  await expect(page.getByText(`Voided claim ${toVoid}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Voided');
  await expect(voidButton).toHaveCount(0);
});
