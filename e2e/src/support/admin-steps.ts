import { expect, type Browser, type Page } from '@playwright/test';
import { daysAgo, typeDate } from './claim-form';
import { mainNav, signIn } from './sign-in';

/** A page of its own, signed in: a second person at work beside the test's own. */
export const signedIn = async (browser: Browser, username: string): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  await expect(mainNav(page)).toBeVisible();
  return page;
};

/** Approval Requests, filtered to the pending requests whose `filter` field holds `value`. */
export const openPendingApprovals = async (page: Page, filter: { name: string; value: string }) => {
  await mainNav(page).getByRole('link', { name: 'Approval Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
  await page.getByRole('textbox', { name: filter.name }).fill(filter.value);
  await page.getByRole('combobox', { name: 'Approval Status' }).click();
  await page.getByTitle('Pending', { exact: true }).click();
  await page.getByRole('button', { name: 'SEARCH' }).click();
};

export const requestRow = (page: Page, providerName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Approve the request of ${providerName}` }) });

/** Rejects the one pending change request of the provider numbered `providerNumber`. */
export const rejectPendingChange = async (page: Page, providerNumber: string, providerName: string) => {
  await openPendingApprovals(page, { name: 'Provider Number', value: providerNumber });
  const row = requestRow(page, providerName);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Reject the request of ${providerName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated status: Rejected' })).toBeVisible();
};

/** A future date no other run of the suite uses, so a retry makes a run of its own. */
const paymentDate = (): string => daysAgo(-(20 + Math.floor(Math.random() * 140)));

/** Runs a payment (Enter in the date field runs it, as a keyboard user would); answers the run's date. */
export const runPayment = async (page: Page): Promise<string> => {
  await mainNav(page).getByRole('link', { name: 'Payments' }).click();
  const date = paymentDate();
  await typeDate(page, 'Payment date', date);
  await expect(page.getByText(/^Payment run of .+ made: \d+ deposits?, \$[\d,]+\.\d\d$/)).toBeVisible();
  return date;
};

/** The reference of the deposit a run of `date` made. */
export const depositReference = (date: string) => new RegExp(`DEP-${date.replaceAll('-', '')}-\\d{6}`);
