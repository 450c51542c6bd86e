import { expect, type Page } from '@playwright/test';
import {
  checkDialog,
  checkPopup,
  chooseChloe,
  depositAndStatement,
  mainNav,
  openRoute,
  rejectPendingChange,
  sendChiropracticClaim,
  signedIn,
  testRoleTour,
  unfoldFilters,
  type Check,
  type TourDialogs,
} from '@portal/e2e-support';

/** A change of the provider's bank account, sent for approval from its profile. */
const sendProfileChange = async (page: Page) => {
  await openRoute(page, '/profile');
  await page.getByLabel('Account Number').first().fill('123450987');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Profile change sent for approval')).toBeVisible();
};

/**
 * The provider's screens with data and dialogs: contact drawer, a side-bar tooltip, coverage panel, claim sent,
 * print view, a claim found with the filters open, void dialog, the phone's sort options, a deposit and its
 * statement (the `setup` project's payment run), the payment dates calendar, a rejected change's details.
 */
const provider: TourDialogs = async (page: Page, check: Check, browser) => {
  await openRoute(page, '/dashboard');
  await page.getByRole('button', { name: 'Leave a message' }).click();
  await checkDialog(page, check, 'the contact drawer', page.getByRole('dialog', { name: 'Leave a message' }));
  // Below 768 px the side bar shows its icons alone, each link's label a tooltip while it has keyboard focus.
  await mainNav(page).getByRole('link').first().focus();
  await page.keyboard.press('Tab');
  await check('a side-bar tooltip', mainNav(page).locator('a:focus-visible'));

  await openRoute(page, '/new-claim');
  await chooseChloe(page);
  await check('the claim form with the coverage panel', page.getByRole('region', { name: /^Coverage in \d{4}$/ }));
  const { sent, submissionId } = await sendChiropracticClaim(page, { days: 2, amount: '20' });
  await check('the claim sent dialog', sent);
  await sent.getByRole('button', { name: 'PRINT' }).click();
  await checkDialog(page, check, 'the print view', page.getByRole('dialog', { name: 'Health claim submission' }));
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();

  await openRoute(page, `/search-submissions?submissionId=${submissionId}`);
  await unfoldFilters(page);
  await check('a claim and its expenses', page.getByRole('table', { name: `Expenses of ${submissionId}` }));
  await page.getByRole('button', { name: `Void ${submissionId}` }).click();
  await checkDialog(page, check, 'the void dialog', page.getByRole('dialog', { name: `Void claim ${submissionId}` }));
  await checkPopup(page, check, 'the sort options', 'select', page.getByRole('combobox', { name: 'Sort by' }), true);

  // An administrator, in a window of its own, rejects the change the provider sends (no other test changes the
  // demo provider's profile).
  await sendProfileChange(page);
  const admin = await signedIn(browser, 'admin');
  await rejectPendingChange(admin, 'P000001', 'Main Street Health Group');
  await admin.context().close();

  await depositAndStatement(page, check, '/payments');
  await checkPopup(
    page,
    check,
    'the payment dates calendar',
    'picker',
    page.getByLabel('Payment date or range', { exact: true }),
  );

  await openRoute(page, '/profile');
  await page.getByRole('button', { name: 'See details' }).click();
  const details = page.getByRole('dialog', { name: 'Requested profile change' });
  await check('the rejected change details', details);
  // CLOSE AND HIDE marks it read: the provider's profile is as it was before the tour.
  await details.getByRole('button', { name: 'CLOSE AND HIDE' }).click();
  await expect(details).toBeHidden();
};

testRoleTour('provider', provider);
testRoleTour('newuser');
