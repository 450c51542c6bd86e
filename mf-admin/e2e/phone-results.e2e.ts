import { expect, test, type Page } from '@playwright/test';
import {
  chooseOption,
  expectNoAxeViolations,
  expectActionInView,
  expectNoSidewaysScroll,
  PHONE,
  mainNav,
  signIn,
} from '@portal/e2e-support';

const openOnPhone = async (page: Page, path: string, heading: string) => {
  await signIn(page, 'admin');
  await expect(mainNav(page)).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

test('on a phone, approval requests are cards with their decisions in view, the filters folded behind a counted button', async ({
  page,
}) => {
  await openOnPhone(page, '/admin-approvals?approvalStatus=Pending', 'Approval Requests');
  const filters = page.getByRole('button', { name: 'Filters (1)' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('form', { name: 'Search approval requests' })).toBeHidden();
  await expect(page.getByRole('table')).toHaveCount(0);

  const card = page
    .getByRole('list', { name: 'Approval requests' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'New Horizons Physio' }) });
  await expect(card).toContainText('Pending');
  await expectActionInView(page, card.getByRole('button', { name: 'Approve the request of New Horizons Physio' }), 'approve');
  await expectActionInView(page, card.getByRole('button', { name: 'Reject the request of New Horizons Physio' }), 'reject');

  const details = card.getByRole('button', { name: 'Details New Horizons Physio' });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Provider' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'an expanded approval request');
  await expectNoAxeViolations(page, 'an expanded approval request at 390 px');

  await chooseOption(page, page.getByRole('combobox', { name: 'Sort by' }), 'Request Date, ascending');

  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('form', { name: 'Search approval requests' })).toContainText('Pending');
  await expectNoSidewaysScroll(page, 'the open filters');
  await expectNoAxeViolations(page, 'approval requests with the filters open at 390 px');

  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toBeVisible();
  await page.getByRole('button', { name: /^(EN )?English$/ }).click();
});

test('on a phone, registered providers are cards with the account status in view', async ({ page }) => {
  await openOnPhone(page, '/admin-providers', 'Registered Providers');
  const card = page
    .getByRole('list', { name: 'Registered providers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Valley Wellness Inc.' }) });
  await expect(card).toContainText('REG-1002');
  // The dropdown as drawn: its combobox is the text field inside.
  const status = card
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: 'Account status of Valley Wellness Inc.' }) });
  await expectActionInView(page, status, 'account status');
  await card.getByRole('button', { name: 'Valley Wellness Inc.', exact: true }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Provider details: Valley Wellness Inc.' })).toBeVisible();
});
