import type { Page } from '@playwright/test';
import {
  accessTokenOf,
  checkDialog,
  claimFound,
  openRoute,
  sendClaimThroughApi,
  testRoleTour,
  type Check,
  type TourDialogs,
} from '@portal/e2e-support';

/** The claims administrator's: provider details and a claim found (one the demo provider sends through the API first) with its status options. */
const claimsAdmin: TourDialogs = async (page: Page, check: Check, browser) => {
  const claim = await sendClaimThroughApi(page.request, await accessTokenOf(browser, 'provider'), { days: 3, amount: 5 });
  await openRoute(page, '/claims-admin-providers');
  await page.getByRole('cell', { name: 'REG-1002' }).click();
  await checkDialog(
    page,
    check,
    'the provider details dialog',
    page.getByRole('dialog').filter({ hasText: 'Provider details: Valley Wellness Inc.' }),
  );
  await claimFound(page, check, '/claims-admin-search-submissions', claim.submissionId, false);
};

testRoleTour('claimsadmin', claimsAdmin);
