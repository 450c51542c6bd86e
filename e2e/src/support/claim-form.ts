import { expect, type Page } from '@playwright/test';
import { chooseOption } from './antd-select';

/** A native `<select>` (the new-claim page), or antd's option list, whose visible items carry the label as their title. */
export const pick = async (page: Page, label: string, option: string, nth = 0) => {
  const field = page.getByRole('combobox', { name: label }).nth(nth);
  if (await field.evaluate((element) => element instanceof HTMLSelectElement)) {
    await field.selectOption({ label: option });
    return;
  }
  await chooseOption(page, field, option);
};

/** A `YYYY-MM-DD` day into a native date input (the new-claim page), or typed into antd's DatePicker and confirmed. */
export const typeDate = async (page: Page, label: string, date: string, nth = 0) => {
  const input = page.getByLabel(label, { exact: true }).nth(nth);
  if ((await input.getAttribute('type')) === 'date') {
    await input.fill(date);
    return;
  }
  await input.click();
  await input.fill(date);
  await input.press('Enter');
};

export const findMember = async (page: Page, memberId: string) => {
  await page.getByLabel('Member / Certificate ID').fill(memberId);
  await page.getByRole('button', { name: 'SEARCH BY ID' }).click();
};

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** On the new-claim page: the demo provider's Harbour Clinic, member 123456 found, Chloe Martin chosen. */
export const chooseChloe = async (page: Page) => {
  await pick(page, 'Office', 'Harbour Clinic');
  await findMember(page, '123456');
  await pick(page, 'Patient', 'CHLOE MARTIN — •••• (hidden)');
};

/** Then one chiropractic expense sent: the "Claim sent" dialog, still open, and the claim's submission id. */
export const sendChiropracticClaim = async (page: Page, { days, amount }: { readonly days: number; readonly amount: string }) => {
  await typeDate(page, 'Date of service', daysAgo(days));
  await pick(page, 'Coverage', 'Chiropractic');
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const sent = page.getByRole('dialog', { name: 'Claim sent' });
  await expect(sent).toContainText(/CPP110\d{21}/);
  return { sent, submissionId: ((await sent.textContent()) ?? '').match(/CPP110\d{21}/)?.[0] ?? '' };
};
