import { expect, test } from '@playwright/test';
import {
  animationsSettled,
  expectNoAxeViolations,
  chooseChloe,
  chooseOption,
  sendChiropracticClaim,
  expectActionInView,
  expectNoSidewaysScroll,
  PHONE,
  mainNav,
  signIn,
} from '@portal/e2e-support';

test('on a phone, found members and the provider’s submissions are cards with their actions in view', async ({ page }) => {
  // A claim to list, then two screens checked with axe.
  test.setTimeout(90_000);
  await signIn(page, 'provider');
  await mainNav(page).getByRole('link', { name: 'New Claim' }).click();
  await chooseChloe(page);
  const { sent, submissionId } = await sendChiropracticClaim(page, { days: 1, amount: '20' });
  await animationsSettled(page);
  await sent.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(sent).toBeHidden();

  await page.setViewportSize(PHONE);
  await page.getByLabel('First Name').fill('alice');
  await page.getByLabel('Last Name').fill('MART');
  await page.getByRole('button', { name: 'SEARCH BY NAME' }).click();
  const member = page
    .getByRole('list', { name: 'Members found' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: '000123456' }) });
  await expect(member).toContainText('Alice');
  await expectActionInView(page, member.getByRole('button', { name: 'Select Alice Martin' }), 'SELECT');

  await page.goto('/search-submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Submissions' })).toBeVisible();
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  const claim = page
    .getByRole('list', { name: 'Submissions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: submissionId }) });
  await expectActionInView(page, claim.getByRole('button', { name: `Void ${submissionId}` }), 'Void');

  await chooseOption(page, page.getByRole('combobox', { name: 'Sort by' }), 'Total, ascending', () =>
    expect(page).toHaveURL(/sort=claimAmountTotal&order=asc/, { timeout: 5_000 }),
  );

  await filters.click();
  await page.getByLabel('Submission ID').fill(submissionId);
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(1);
  // The one claim found opens its detail, as on a wide screen.
  await expect(page.getByRole('table', { name: `Expenses of ${submissionId}` })).toBeVisible();
  await expect(claim.getByRole('button', { name: `Details ${submissionId}` })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSidewaysScroll(page, 'a claim with its detail');
  await expectNoAxeViolations(page, 'search submissions with the filters open at 390 px');

  // Turned sideways, the phone draws the table: the open void dialog stays, then gives the focus back to the row's button.
  await claim.getByRole('button', { name: `Void ${submissionId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Void claim ${submissionId}` });
  await expect(dialog).toBeVisible();
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(page.locator('.responsive-table__list')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Void ${submissionId}` })).toBeFocused();
});
