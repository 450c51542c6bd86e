import type { Page } from '@playwright/test';

/** antd's option list: the visible items carry the label as their title. */
export const pick = async (page: Page, label: string, option: string, nth = 0) => {
  await page.getByRole('combobox', { name: label }).nth(nth).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').getByText(option, { exact: true }).click();
};

export const typeDate = async (page: Page, label: string, date: string, nth = 0) => {
  const input = page.getByLabel(label, { exact: true }).nth(nth);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
};

export const findMember = async (page: Page, memberId: string) => {
  await page.getByLabel('Member / Certificate ID').fill(memberId);
  await page.getByRole('button', { name: 'SEARCH BY ID' }).click();
};

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
