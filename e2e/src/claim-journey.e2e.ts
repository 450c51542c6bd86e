import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  checkAtEachViewport,
  chooseOption,
  daysAgo,
  findMember,
  pick,
  typeDate,
  waitForMail,
  mainNav,
  signIn,
} from '@portal/e2e-support';

const MEMBER_EMAIL = `alice.martin+${Date.now()}@example.test`;

/** Signs in, waits for the role's home, then opens `path` (the session survives the reload). */
const openAs = async (page: Page, username: string, path: string) => {
  await signIn(page, username);
  await expect(mainNav(page)).toBeVisible();
  await page.goto(path);
};

test.describe.configure({ mode: 'serial' });

let submissionId = '';

test('provider submits two expenses for Chloe Martin, prints the claim and gets its explanation of benefits', async ({
  page,
}) => {
  // The longest journey: two expenses, four axe runs, the print view and the e-mail (19 s on an idle machine).
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await signIn(page, 'provider');
  await mainNav(page).getByRole('link', { name: 'New Claim' }).click();
  await pick(page, 'Office', 'Harbour Clinic');
  await findMember(page, '123456');
  await expect(page.getByRole('heading', { level: 2, name: 'Expenses' })).toBeVisible();
  await expect(page.getByText(/referral information will be required for physio and massage/)).toHaveCount(0);

  await page.getByLabel('Member e-mail').fill(MEMBER_EMAIL);
  await pick(page, 'Patient', 'CHLOE MARTIN — •••• (hidden)');
  await typeDate(page, 'Date of service', daysAgo(3));
  await pick(page, 'Coverage', 'Physiotherapy');
  await page.getByLabel('Amount').fill('80');
  await typeDate(page, 'Referral date', daysAgo(12));
  await page.getByLabel('Referring physician').fill('Dr Ada Lovelace');
  await page.getByLabel('Physician registration number').fill('CPSO-12345');

  await page.getByRole('button', { name: 'ADD ANOTHER CLAIM' }).click();
  await pick(page, 'Patient', 'CHLOE MARTIN — •••• (hidden)', 1);
  await typeDate(page, 'Date of service', daysAgo(2), 1);
  await pick(page, 'Coverage', 'Chiropractic', 1);
  await page.getByLabel('Amount').nth(1).fill('45.50');
  await expect(page.getByText('Total: $125.50')).toBeVisible();
  await checkAtEachViewport(page, 'the filled claim form', async (p) => {
    await expect(p.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
  });

  await page.getByRole('button', { name: 'SUBMIT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim sent' });
  await expect(dialog).toContainText(/Your claim CPP110\d{21} has been sent\./);
  submissionId = ((await dialog.textContent()) ?? '').match(/CPP110\d{21}/)?.[0] ?? '';
  await expect(dialog.getByRole('link', { name: 'Search Submissions' })).toBeVisible();
  await checkAtEachViewport(page, 'the claim sent dialog', async (p) => {
    await expect(p.getByRole('dialog', { name: 'Claim sent' })).toBeVisible();
  });

  await dialog.getByRole('button', { name: 'PRINT' }).click();
  const print = page.getByRole('dialog', { name: 'Health claim submission' });
  await expect(print).toContainText(submissionId);
  await expect(print).toContainText('CHLOE MARTIN');
  await expect(print).toContainText('Referral: Dr Ada Lovelace, registration CPSO-12345');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'New Claim' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await print.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Claim sent' }).getByRole('button', { name: 'PRINT' })).toBeFocused();
  await page.getByRole('dialog', { name: 'Claim sent' }).getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Expenses' })).toBeFocused();
  await expect(page.getByLabel('Amount')).toHaveValue('');

  const mail = await waitForMail({ to: MEMBER_EMAIL, subject: `Explanation of benefits for claim ${submissionId}` });
  expect(mail.text).toContain('CHLOE MARTIN');
  expect(mail.text).toContain('Outcome: Approved');
});

test('the provider finds the claim with its outcome; another plan not effective yet, or missing, stops the form', async ({
  page,
}) => {
  await openAs(page, 'provider', `/search-submissions?submissionId=${submissionId}`);
  const row = page.getByRole('row').filter({ hasText: submissionId }).first();
  await expect(row).toContainText('Harbour Clinic');
  await expect(row).toContainText('Approved');
  await expect(page.getByRole('table', { name: `Expenses of ${submissionId}` })).toContainText('Referral: Dr Ada Lovelace');
  await expect(page.getByRole('columnheader', { name: 'Provider' })).toHaveCount(0);
  await checkAtEachViewport(page, 'search submissions (provider)', async (p) => {
    await expect(p.getByRole('table', { name: `Expenses of ${submissionId}` })).toBeVisible();
  });

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your claims in the last 30 days' })).toBeVisible();
  await expect(page.getByRole('img', { name: /claims?: Approved \d+/ })).toBeVisible();
  await expect(page.getByRole('link', { name: submissionId })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'New Claim' }).click();
  await pick(page, 'Office', 'Main Street Clinic');
  await findMember(page, '300001');
  await expect(
    page.getByRole('alert').filter({ hasText: /^Member's Plan is not effective until \d{4}-\d{2}-\d{2}$/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toHaveCount(0);
  await findMember(page, '999001');
  await expect(page.getByText('Plan not found').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Plan registered to member not found' })).toBeVisible();
});

test('claimsadmin finds the claim, changes its status and exports it; provider2 cannot see it', async ({ page, browser }) => {
  // Two sign-ins, axe at both widths, an export: 26 s on an idle CI machine.
  test.setTimeout(60_000);
  await openAs(page, 'claimsadmin', `/claims-admin-search-submissions?submissionId=${submissionId}`);
  const status = page.getByRole('combobox', { name: `Status of ${submissionId}` });
  await expect(status).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Provider' })).toBeVisible();
  await checkAtEachViewport(page, 'search submissions (claims admin)', async (p) => {
    await expect(p.getByRole('combobox', { name: `Status of ${submissionId}` })).toBeVisible();
  });
  await chooseOption(page, status, 'Rejected');
  await expect(page.getByRole('img', { name: 'Updated status: Rejected' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Updated status: Rejected' })).toBeHidden({ timeout: 5000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EXPORT CSV' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Submission ID,Submission date \(UTC\),Status,/);
  expect(csv).toContain(`${submissionId},`);
  expect(csv).toContain('Rejected');

  await chooseOption(page, status, 'Approved');
  await expect(page.getByRole('img', { name: 'Updated status: Approved' })).toBeVisible();

  const other = await browser.newPage();
  await openAs(other, 'provider2', `/search-submissions?submissionId=${submissionId}`);
  await expect(other.getByText('No Submissions found for current search')).toBeVisible();
  await other.close();
});
