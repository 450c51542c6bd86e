import { expect, test, type Page } from '@playwright/test';
import { checkAtEachViewport, mainNav, signIn } from '@portal/e2e-support';

const GUID = '{6F9619FF-8B86-D011-B42D-00C04FC964FF}';

const planDialog = (page: Page) => page.getByRole('dialog', { name: 'Plan Details' });
const coverageDialog = (page: Page) => page.getByRole('dialog', { name: 'Coverage' });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Are you sure?' });
const notification = (page: Page, text: string | RegExp) => page.locator('.ui-notification').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

test('a super administrator creates plan 555 with two coverages, a custom id and a drawbridge GUID, then deletes it', async ({
  page,
}) => {
  await signIn(page, 'superadmin');
  await mainNav(page).getByRole('link', { name: 'Edit Plans' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Add / Remove / Update coverage plans' });
  await checkAtEachViewport(page, 'plans page', async () => {
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Student Health Plan - 110' })).toBeVisible();
  });

  await page.getByRole('button', { name: 'CREATE NEW PLAN' }).click();
  const dialog = planDialog(page);
  await checkAtEachViewport(page, 'new plan dialog', async () => {
    await expect(dialog.getByRole('checkbox', { name: 'Physiotherapy', exact: true })).toBeVisible();
  });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await dialog.getByLabel('Plan Number').fill('555');
  await dialog.getByLabel('Plan Name', { exact: true }).fill('E2E Campus Plan');
  await dialog.getByRole('checkbox', { name: 'Physiotherapy', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Acupuncture', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'referral required for Physiotherapy' }).check();
  await expect(save).toBeEnabled();

  await dialog.getByRole('button', { name: 'Custom ID for Physiotherapy' }).click();
  const customId = dialog.getByRole('textbox', { name: 'Custom ID for Physiotherapy' });
  await customId.fill('12');
  await expect(dialog.getByText('ID is used')).toBeVisible();
  await expect(save).toBeDisabled();
  await customId.fill('91');
  await expect(dialog.getByText('ID is used')).toHaveCount(0);
  await expect(dialog.getByText('custom ID 91')).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'Drawbridge Plan' }).check();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Plan Id').fill('not-a-guid');
  await expect(dialog.getByText('Please enter valid Guid')).toBeVisible();
  await dialog.getByLabel('Plan Id').fill(GUID);

  await dialog.getByRole('checkbox', { name: 'held for approval for Acupuncture' }).check();
  await dialog.getByRole('button', { name: 'Maximums for Acupuncture' }).click();
  const perClaim = dialog.getByRole('textbox', { name: 'Per-claim maximum for Acupuncture' });
  await perClaim.fill('0');
  await expect(dialog.getByText('Please enter an amount above 0 with at most two decimals')).toBeVisible();
  await expect(save).toBeDisabled();
  await perClaim.fill('250.50');
  await dialog.getByRole('textbox', { name: 'Annual maximum for Acupuncture' }).fill('1000');
  await checkAtEachViewport(page, 'filled plan dialog', async () => {
    await expect(save).toBeEnabled();
  });
  await save.click();

  await expect(notification(page, 'New plan created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'E2E Campus Plan - 555' }) });
  await expect(card).toContainText('Drawbridge Plan');
  await expect(card).toContainText('Physiotherapy');
  await expect(card).toContainText('Acupuncture');

  await card.getByRole('button', { name: 'E2E Campus Plan - 555' }).click();
  await expect(dialog.getByLabel('Plan Number')).toHaveValue('555');
  await expect(dialog.getByLabel('Plan Id')).toHaveValue(GUID.slice(1, -1).toLowerCase());
  await expect(dialog.getByRole('checkbox', { name: 'referral required for Physiotherapy' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'referral required for Acupuncture' })).not.toBeChecked();
  await expect(dialog.getByText('custom ID 91')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'held for approval for Acupuncture' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'held for approval for Physiotherapy' })).not.toBeChecked();
  await expect(dialog.getByText('at most $250.50 per claim · at most $1000.00 a year')).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDialog(page)).toContainText('The Plan E2E Campus Plan - 555 will be deleted!');
  await checkAtEachViewport(page, 'delete plan confirmation', async () => {
    await expect(confirmDialog(page)).toBeVisible();
  });
  await confirmDialog(page).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(notification(page, 'Deleted plan: 555')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E2E Campus Plan - 555' })).toHaveCount(0);
});

test('a super administrator adds, renames and deletes a coverage, and cannot delete one a plan uses', async ({ page }) => {
  await signIn(page, 'superadmin');
  await mainNav(page).getByRole('link', { name: 'Edit Coverages' }).click();
  await checkAtEachViewport(page, 'coverages page', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Edit coverages' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Physiotherapy' })).toBeVisible();
  });

  await page.getByRole('button', { name: 'ADD NEW' }).click();
  const dialog = coverageDialog(page);
  const save = dialog.getByRole('button', { name: 'Save' });
  await checkAtEachViewport(page, 'new coverage dialog', async () => {
    await expect(dialog.getByLabel('Coverage Name', { exact: true })).toBeVisible();
  });
  await dialog.getByLabel('Coverage Name', { exact: true }).fill('E2E Dental');
  await dialog.getByLabel('Assigned Id Number').fill('11');
  await expect(dialog.getByText('ID is used')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Assigned Id Number').fill('61');
  await save.click();
  await expect(notification(page, 'New coverage created')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'E2E Dental' })).toContainText('Assigned Id: 61');

  await page.getByRole('button', { name: 'E2E Dental' }).click();
  await expect(dialog.getByLabel('Assigned Id Number')).toHaveValue('61');
  await dialog.getByLabel('Coverage Name', { exact: true }).fill('E2E Dentistry');
  await save.click();
  await expect(notification(page, 'Updated coverage: E2E Dentistry')).toBeVisible();

  await page.getByRole('button', { name: 'E2E Dentistry' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDialog(page)).toContainText('The coverage E2E Dentistry will be deleted!');
  await confirmDialog(page).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(notification(page, 'Deleted coverage: E2E Dentistry')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E2E Dentistry' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Chiropractic', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(
    notification(
      page,
      // Earlier suites may have submitted Chiropractic claims too ("… 420, 2 claims and 3 providers").
      /Failed to delete coverage: The coverage Chiropractic is used by plan 110, 247-01, 300, 420\b.*\d+ providers?.* cannot be deleted/,
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Chiropractic' })).toBeVisible();
});

test('the plans screen and its dialog in French', async ({ page }) => {
  await signIn(page, 'superadmin');
  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Modifier les régimes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter / supprimer / mettre à jour les régimes' })).toBeVisible();
  await page.getByRole('button', { name: 'CRÉER UN NOUVEAU RÉGIME' }).click();
  const dialog = page.getByRole('dialog', { name: 'Détails du régime' });
  await expect(dialog.getByLabel('Numéro du régime')).toBeVisible();
  await checkAtEachViewport(page, 'plan dialog in French', async () => {
    await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });
});
