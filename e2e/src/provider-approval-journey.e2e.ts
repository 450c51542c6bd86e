import { expect, test, type Page } from '@playwright/test';
import {
  checkAtEachViewport,
  openPendingApprovals,
  rejectPendingChange,
  requestRow,
  waitForMail,
  mainNav,
  signIn,
} from '@portal/e2e-support';

// Issue 6's whole journey, through the real identity pages, mail outbox, remotes and API: a legacy
// provider signs up, confirms, registers with its old profile prefilled and is approved; then its bank
// change is rejected and it hides the rejection (its own provider: no other test sees the change).
const LEGACY_UID = 'legacy-demo-0002';
/** The legacy profile's office e-mail: signing up with it is what proves the uid (ADR 010). */
const LEGACY_EMAIL = 'office@prairie.example.test';
const USERNAME = `prairie-owner-${Date.now().toString(36)}`;
const PASSWORD = 'Prairie-Owner-2026!';
const BUSINESS = 'Prairie Chiropractic';

let providerNumber = '';

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
};

test.describe.serial('a provider registers, is approved, and a later change is rejected', () => {
  test('a legacy provider signs up, confirms its e-mail, registers with prefill and waits for approval', async ({ page }) => {
    await page.goto(`/newprovider/${LEGACY_UID}`);
    await page.getByRole('link', { name: 'Register on the new portal' }).click();
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('E-mail address').fill(LEGACY_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

    const mail = await waitForMail({ to: LEGACY_EMAIL, subject: 'Your Provider Portal account request' });
    await page.goto(mail.links.find((url) => url.includes('/confirm?')) as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();

    await signIn(page, USERNAME, PASSWORD);
    await expect(page).toHaveURL(/\/provider-registration$/);
    await expect(page.getByLabel('Business Name', { exact: true })).toHaveValue(BUSINESS);
    await expect(page.getByLabel('City').first()).toHaveValue('Regina');

    // Bank numbers are never prefilled: the provider enters them again.
    await page.getByLabel('Institution').first().fill('010');
    await page.getByLabel('Transit').first().fill('54321');
    await page.getByLabel('Account Number').first().fill('88877766');
    await page.getByRole('checkbox', { name: 'Verify Direct Deposit' }).first().check();
    await page.getByRole('group', { name: 'Areas of Specialization' }).getByRole('checkbox', { name: 'Chiropractic' }).check();
    await page.getByRole('checkbox', { name: 'Verify Provider Registration' }).check();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('Provider Registered, please login')).toBeVisible();

    // Five seconds later the portal signs in again, and the new token names the new provider.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await mainNav(page).getByRole('link', { name: 'My Profile' }).click();
    await expect(page.getByText('Your profile information is pending approval')).toBeVisible();
    await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  });

  test('an administrator finds the registration, reads the diff and approves it', async ({ page }) => {
    await signIn(page, 'admin');
    await openPendingApprovals(page, { name: 'Name', value: 'Prairie' });
    const row = requestRow(page, BUSINESS);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Expand row' }).click();
    await expect(page.getByText('Regina').first()).toBeVisible();
    await expect(page.getByText(/^\*+766$/).first()).toBeVisible();
    await expect(page.getByText('88877766')).toHaveCount(0);
    await row.getByRole('button', { name: `Approve the request of ${BUSINESS}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Updated status: Approved' })).toBeVisible();
  });

  test('the approved provider signs in again and sees its provider number', async ({ page }) => {
    await signIn(page, USERNAME, PASSWORD);
    await mainNav(page).getByRole('link', { name: 'My Profile' }).click();
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^P\\d{6} – ${BUSINESS}$`) });
    await expect(heading).toBeVisible();
    providerNumber = ((await heading.textContent()) ?? '').slice(0, 7);
    await expect(page.getByText('Your profile information is pending approval')).toHaveCount(0);
  });

  test('the provider changes a bank number and superadmin rejects it', async ({ page }) => {
    await signIn(page, USERNAME, PASSWORD);
    await mainNav(page).getByRole('link', { name: 'My Profile' }).click();
    await page.getByLabel('Account Number').first().fill('123450987');
    await expect(page.getByRole('checkbox', { name: 'Verify Provider Registration' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('Profile change sent for approval')).toBeVisible();
    await signOut(page);

    await signIn(page, 'superadmin');
    await rejectPendingChange(page, providerNumber, BUSINESS);
  });

  test('the provider sees the rejection, opens the details, hides it, and it stays hidden', async ({ page }) => {
    const rejected =
      'Your requested profile information change has been rejected. Please contact administrator for clarification.';
    await signIn(page, USERNAME, PASSWORD);
    await mainNav(page).getByRole('link', { name: 'My Profile' }).click();
    await expect(page.getByText(rejected)).toBeVisible();
    await page.getByRole('button', { name: 'See details' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^\*+987$/).first()).toBeVisible();
    await checkAtEachViewport(page, 'rejected change details', () => expect(dialog).toBeVisible());
    await dialog.getByRole('button', { name: 'CLOSE AND HIDE' }).click();
    await expect(page.getByText(rejected)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(BUSINESS) })).toBeVisible();
    await expect(page.getByText(rejected)).toHaveCount(0);
  });
});
