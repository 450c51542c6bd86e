import { expect, test } from '@playwright/test';
import { accessTokenOf, daysAgo, runPaymentThroughApi, sendClaimThroughApi } from '@portal/e2e-support';

// The deposit the payments screens of the role tours open. A payment run pays every provider's claims, so one
// run beside the tests would pay (and so make unvoidable) the claims they make: it runs here, before them all.
test('the demo provider has a claim paid by a payment run', async ({ browser, request }) => {
  const claim = await sendClaimThroughApi(request, await accessTokenOf(browser, 'provider'), { days: 4, amount: 15 });
  expect(claim.status).toBe('A');
  // Ten days ahead: the journeys' runs take 20 to 160 days ahead, one run a date.
  const run = await runPaymentThroughApi(request, await accessTokenOf(browser, 'admin'), daysAgo(-10));
  expect(run.claimCount).toBeGreaterThan(0);
});
