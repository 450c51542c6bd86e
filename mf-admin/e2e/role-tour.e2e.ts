import { expect, type Page } from '@playwright/test';
import {
  accessTokenOf,
  checkDialog,
  checkPopup,
  chooseOption,
  claimFound,
  depositAndStatement,
  openRoute,
  sendClaimThroughApi,
  testRoleTour,
  unfoldFilters,
  type Check,
  type TourDialogs,
} from '@portal/e2e-support';

/**
 * The administrator's: the office editor and its confirmation, provider details, the account status options, both
 * suspension dialogs, a change request with the filters open, the request date calendar, a claim found (one the
 * demo provider sends through the API first) with its status options and void dialog, a deposit and its statement.
 */
const admin: TourDialogs = async (page: Page, check: Check, browser) => {
  const claim = await sendClaimThroughApi(page.request, await accessTokenOf(browser, 'provider'), { days: 3, amount: 5 });

  await openRoute(page, '/admin-home');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Edit offices' }).click();
  await footer.getByRole('button', { name: 'Add office' }).click();
  await checkDialog(page, check, 'the add office dialog', page.getByRole('dialog', { name: 'Add Office' }));
  await footer.getByRole('button', { name: 'Edit Eastern Regional Office' }).click();
  await checkDialog(page, check, 'the edit office dialog', page.getByRole('dialog', { name: 'Edit Office' }));
  await footer.getByRole('button', { name: 'Remove Eastern Regional Office' }).click();
  await checkDialog(page, check, 'the remove office confirmation', page.getByRole('alertdialog', { name: 'Are you sure?' }));
  await footer.getByRole('button', { name: 'Edit offices' }).click();

  await openRoute(page, '/admin-providers');
  const status = page.getByRole('combobox', { name: 'Account status of Valley Wellness Inc.' });
  await expect(status).toBeVisible();
  await page.getByRole('row').filter({ has: status }).getByRole('cell', { name: 'REG-1002' }).click();
  await checkDialog(
    page,
    check,
    'the provider details dialog',
    page.getByRole('dialog').filter({ hasText: 'Provider details: Valley Wellness Inc.' }),
  );
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  const chooseSuspended = () => chooseOption(page, status, 'Suspended', () => expect(confirm).toBeVisible({ timeout: 5_000 }));
  await checkPopup(page, check, 'the account status options', 'select', status);
  await chooseSuspended();
  await checkDialog(page, check, 'the suspend confirmation', confirm);
  await chooseSuspended();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await checkDialog(
    page,
    check,
    'the suspension message dialog',
    page.getByRole('dialog').filter({ hasText: 'Add optional message to provider' }),
  );
  // Escape cancels: the provider stays approved.
  await expect(page.getByRole('row').filter({ has: status })).not.toHaveClass(/registered-providers-suspended/);

  await openRoute(page, '/admin-approvals');
  await unfoldFilters(page);
  const pending = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Approve the request of New Horizons Physio' }) });
  await pending.getByRole('button', { name: 'Expand row' }).click();
  await check('a change request expanded, the filters open', page.getByRole('region', { name: 'Provider' }));
  await checkPopup(page, check, 'the request date calendar', 'picker', page.getByRole('textbox', { name: 'Request Date' }));

  await claimFound(page, check, '/admin-search-submissions', claim.submissionId, true);
  await depositAndStatement(page, check, '/admin-payments');
};

testRoleTour('admin', admin);
