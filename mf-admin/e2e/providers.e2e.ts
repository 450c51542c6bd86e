import { expect, test, type Page } from '@playwright/test';
import { checkAtEachViewport, chooseOption, expectNoAxeViolations, mainNav, openOptionList, signIn } from '@portal/e2e-support';

// provider2 is suspended here and activated again before the test ends: other tests use it approved.
test.describe.configure({ mode: 'serial' });

const MESSAGE = 'Licence renewal missing (e2e).';

const openProviders = async (page: Page, username: string) => {
  await signIn(page, username);
  await mainNav(page).getByRole('link', { name: 'View Providers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registered Providers' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /providers?$/ })).toBeVisible();
};

const search = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
};

const providerRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });

/** Picks a state and waits for the list to have closed, so what follows never races its animation. */
const chooseState = (page: Page, providerName: string, state: 'Approved' | 'Suspended') =>
  chooseOption(page, page.getByRole('combobox', { name: `Account status of ${providerName}` }), state, () =>
    expect(openOptionList(page)).toHaveCount(0, { timeout: 5_000 }),
  );

test('the account-status list, open, is a named listbox with readable options in English and French', async ({ page }) => {
  await openProviders(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 800 });
  const status = page.getByRole('combobox', { name: 'Account status of Valley Wellness Inc.' });
  await status.click();
  await expect(page.getByRole('listbox', { name: 'Account status of Valley Wellness Inc.' })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expectNoAxeViolations(page, 'account-status list open');
  await page.keyboard.press('Escape');
  await expect(openOptionList(page)).toHaveCount(0);
  await expect(status).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page, 'account-status list closed');

  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await page.getByRole('combobox', { name: 'Statut du compte de Valley Wellness Inc.' }).click();
  await expect(page.getByRole('listbox', { name: 'Statut du compte de Valley Wellness Inc.' })).toBeAttached();
  await expect(openOptionList(page).getByText('Suspendu')).toBeVisible();
  await expectNoAxeViolations(page, 'account-status list open in French');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^(EN )?English$/ }).click();
});

test('an administrator finds provider2 by its office, reads its details and suspends it with a message', async ({ page }) => {
  await openProviders(page, 'admin');
  // A table on the laptop, cards on the phone: the row's status dropdown shows in both.
  await checkAtEachViewport(page, 'registered providers', async (p) => {
    await expect(p.getByRole('combobox', { name: 'Account status of Valley Wellness Inc.' })).toBeVisible();
  });
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(providerRow(page, 'Lakeside Chiropractic')).toHaveClass(/registered-providers-suspended/);

  await search(page, 'Valley Wellness');
  await expect(page.getByText('1 provider', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear the search' })).toBeVisible();
  const row = providerRow(page, 'Valley Wellness Inc.');
  await expect(row).toContainText('P000002');
  await row.getByRole('cell', { name: 'REG-1002' }).click();

  const details = page.getByRole('dialog').filter({ hasText: 'Provider details: Valley Wellness Inc.' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('Active');
  await expect(details).toContainText('987654323');
  await expect(details.getByRole('button', { name: 'Login As Provider' })).toBeVisible();
  await checkAtEachViewport(page, 'provider details dialog', async (p) => {
    await expect(p.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last()).toBeVisible();
  });
  await page.setViewportSize({ width: 1366, height: 800 });
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(details).toBeHidden();

  await chooseState(page, 'Valley Wellness Inc.', 'Suspended');
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await expect(confirm).toContainText(
    "Provider Valley Wellness Inc.'s account will be suspended! The provider will not be able to submit any claims!",
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('combobox')).toBeVisible();
  await expect(row).toContainText('Approved');

  // Escape closes either dialog like Cancel.
  await chooseState(page, 'Valley Wellness Inc.', 'Suspended');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Approved');
  await chooseState(page, 'Valley Wellness Inc.', 'Suspended');
  await confirm.getByRole('button', { name: 'OK' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Add optional message to provider' });
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(row).toContainText('Approved');

  await chooseState(page, 'Valley Wellness Inc.', 'Suspended');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await ask.getByPlaceholder('Enter message - reason').fill(MESSAGE);
  await expect(ask).toBeVisible();
  await checkAtEachViewport(page, 'suspend message dialog', async (p) => {
    await expect(p.getByPlaceholder('Enter message - reason')).toBeVisible();
  });
  await page.setViewportSize({ width: 1366, height: 800 });
  await ask.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText("Provider's account has been suspended")).toBeVisible();
  await expect(row).toHaveClass(/registered-providers-suspended/);
  await expect(row).toContainText('Suspended');
});

test('provider2 sees the suspended banner with the administrator’s message and cannot search members', async ({ page }) => {
  await signIn(page, 'provider2');
  await mainNav(page).getByRole('link', { name: 'My Profile' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Your account has been suspended.' });
  await expect(banner).toContainText('You will not be able to submit any claims. Please contact administrator.');
  await expect(banner).toContainText(MESSAGE);

  await mainNav(page).getByRole('link', { name: 'New Claim' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Member search' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account has been suspended.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SEARCH BY ID' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'SEARCH BY NAME' })).toBeDisabled();
});

test('the administrator lists suspended providers, reactivates provider2 and reads the list in French', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
  await page.goto('/admin-providers?status=suspended');
  await expect(page.getByText('Showing suspended providers only.')).toBeVisible();
  await expect(page.getByText('2 providers', { exact: true })).toBeVisible();
  await chooseState(page, 'Valley Wellness Inc.', 'Approved');
  await expect(page.getByText("Provider's account has been activated")).toBeVisible();
  await page.getByRole('button', { name: 'Show all providers' }).click();
  const row = providerRow(page, 'Valley Wellness Inc.');
  await expect(row).toContainText('Approved');
  await expect(row).not.toHaveClass(/registered-providers-suspended/);

  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.getByRole('columnheader', { name: 'Numéro de fournisseur' })).toBeVisible();
  await page.getByRole('button', { name: /^(EN )?English$/ }).click();
});
