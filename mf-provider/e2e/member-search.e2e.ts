import { expect, test, type Page } from '@playwright/test';
import { checkAtEachViewport, mainNav, signIn } from '@portal/e2e-support';

const openNewClaim = async (page: Page, username: string) => {
  await signIn(page, username);
  await mainNav(page).getByRole('link', { name: 'New Claim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Claim' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Member search' })).toBeVisible();
};

const pickOffice = async (page: Page, officeName: string) => {
  const office = page.getByRole('combobox', { name: 'Office' });
  await office.selectOption({ label: officeName });
  await expect(office.locator('option:checked')).toHaveText(officeName);
};

const searchById = async (page: Page, memberId: string) => {
  await page.getByLabel('Member / Certificate ID').fill(memberId);
  await page.getByRole('button', { name: 'SEARCH BY ID' }).click();
};

const expectAlice = async (page: Page) => {
  const card = page.getByRole('region', { name: 'Member: Alice Martin' });
  await expect(card).toContainText('000123456');
  await expect(card).toContainText('Bob Martin');
  await expect(card).toContainText('Chloe Martin');
  await expect(card).toContainText('- 110');
  await expect(card).toContainText('(hidden)');
};

test('provider picks Harbour Clinic and finds Alice Martin by padded ID and by name, accessible at both widths', async ({
  page,
}) => {
  await openNewClaim(page, 'provider');
  await page.getByLabel('Member / Certificate ID').fill('123456');
  await expect(page.getByRole('button', { name: 'SEARCH BY ID' })).toBeDisabled();
  await pickOffice(page, 'Harbour Clinic');
  await page.getByRole('button', { name: 'SEARCH BY ID' }).click();
  await expectAlice(page);

  await page.getByRole('button', { name: 'RESET' }).click();
  await expect(page.getByRole('heading', { name: 'Member: Alice Martin' })).toHaveCount(0);
  await pickOffice(page, 'Harbour Clinic');
  await searchById(page, '000123456');
  await expectAlice(page);

  await page.getByLabel('First Name').fill('alice');
  await page.getByLabel('Last Name').fill('MART');
  await page.getByRole('button', { name: 'SEARCH BY NAME' }).click();
  await expect(page.getByRole('row', { name: /^000123456 Alice Martin 110/ })).toBeVisible();
  await expectAlice(page);
  await checkAtEachViewport(page, 'member search with a selected member', async (p) => {
    await expect(p.getByRole('heading', { name: 'Member: Alice Martin' })).toBeVisible();
  });

  await searchById(page, '999999999');
  await expect(page.getByRole('alert').filter({ hasText: 'No Members found' })).toBeVisible();
  await checkAtEachViewport(page, 'member search without results', async (p) => {
    await expect(p.getByText('No Members found')).toBeVisible();
  });

  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Recherche de participant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'RECHERCHER PAR NUMÉRO' })).toBeVisible();
  await page.getByRole('button', { name: /^(EN )?English$/ }).click();
});

test('suspended sees searches disabled with the suspension message', async ({ page }) => {
  await openNewClaim(page, 'suspended');
  await expect(page.getByRole('alert').filter({ hasText: 'Your account has been suspended.' })).toContainText(
    'You will not be able to submit any claims. Please contact administrator.',
  );
  await expect(page.getByRole('button', { name: 'SEARCH BY ID' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'SEARCH BY NAME' })).toBeDisabled();
  await checkAtEachViewport(page, 'member search, suspended', async (p) => {
    await expect(p.getByRole('button', { name: 'SEARCH BY ID' })).toBeVisible();
  });
});

test('pending sees searches disabled until its profile is approved', async ({ page }) => {
  await openNewClaim(page, 'pending');
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'You will not be able to submit claim until your profile is approved' });
  await expect(banner).toContainText('You will not be able to search for members until your profile is approved');
  await expect(page.getByRole('button', { name: 'SEARCH BY ID' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'SEARCH BY NAME' })).toBeDisabled();
});
