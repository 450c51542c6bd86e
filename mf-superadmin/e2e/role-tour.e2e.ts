import { expect, type Page } from '@playwright/test';
import {
  checkDialog,
  checkPopup,
  depositAndStatement,
  openRoute,
  testRoleTour,
  type Check,
  type TourDialogs,
} from '@portal/e2e-support';

/**
 * The super admin's: the plan and coverage editors, new and existing, the plan's calendar, their delete confirmations;
 * the home page editor's text styles and link tooltip; a deposit and its statement (the administrator's other
 * screens are the same components, opened by the administrator's tour).
 */
const superAdmin: TourDialogs = async (page: Page, check: Check) => {
  await openRoute(page, '/admin-plans');
  await page.getByRole('button', { name: 'CREATE NEW PLAN' }).click();
  await checkDialog(page, check, 'the new plan dialog', page.getByRole('dialog', { name: 'Plan Details' }));
  await page.getByRole('button', { name: 'Student Health Plan - 110' }).click();
  const plan = page.getByRole('dialog', { name: 'Plan Details' });
  await plan.getByRole('button', { name: 'Maximums for Physiotherapy' }).click();
  await plan.getByRole('button', { name: 'Custom ID for Physiotherapy' }).click();
  await check("the plan dialog, a coverage's maximums and custom ID open", plan);
  await plan.getByRole('button', { name: 'Delete' }).click();
  await checkDialog(page, check, 'the delete plan confirmation', page.getByRole('dialog', { name: 'Are you sure?' }));
  await checkPopup(page, check, 'the effective date calendar', 'picker', plan.getByLabel('Effective Date'));
  await expect(plan).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(plan).toBeHidden();

  await openRoute(page, '/admin-coverages');
  await page.getByRole('button', { name: 'ADD NEW' }).click();
  await checkDialog(page, check, 'the new coverage dialog', page.getByRole('dialog', { name: 'Coverage' }));
  await page.getByRole('button', { name: 'Physiotherapy', exact: true }).click();
  const coverage = page.getByRole('dialog', { name: 'Coverage' });
  await check('the coverage dialog', coverage);
  await coverage.getByRole('button', { name: 'Delete' }).click();
  await checkDialog(page, check, 'the delete coverage confirmation', page.getByRole('dialog', { name: 'Are you sure?' }));
  await page.keyboard.press('Escape');
  await expect(coverage).toBeHidden();

  // Quill's popups, found by its classes (their names change with the language); a click anywhere closes them.
  await openRoute(page, '/admin-edit-homepage');
  const toolbar = page.locator('.homepage-editor .ql-toolbar');
  const textStyles = toolbar.locator('.ql-header .ql-picker-label');
  await textStyles.click();
  await checkDialog(page, check, 'the text styles', toolbar.locator('.ql-header .ql-picker-options'), {
    reopen: () => textStyles.click(),
  });
  const linkTooltip = async () => {
    await page.locator('.homepage-editor .ql-editor').click();
    await page.keyboard.press('ControlOrMeta+A');
    await toolbar.locator('button.ql-link').click();
  };
  await linkTooltip();
  await checkDialog(page, check, 'the link tooltip', page.locator('.homepage-editor .ql-tooltip.ql-editing input[type="text"]'), {
    reopen: linkTooltip,
  });

  await depositAndStatement(page, check, '/admin-payments');
};

testRoleTour('superadmin', superAdmin);
