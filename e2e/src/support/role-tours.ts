import { DEMO_ACCOUNTS } from '@portal/demo-data';
import { expect, type Locator, type Page } from '@playwright/test';
import { rejectPendingChange, runPayment, signedIn } from './admin-steps';
import { chooseOption } from './antd-select';
import { PHONE } from './phone';
import { chooseChloe, sendChiropracticClaim } from './claim-form';
import { portalRoutes, routesOpenTo } from './portal-routes';
import { pageSettled } from './settled';
import { mainNav } from './sign-in';

/**
 * A popup (antd's calendars and option lists, Quill's) closes when the page narrows to a phone's width or a card
 * list replaces its table: `reopen` opens it again. `phoneOnly`: it is on the phone's screen alone.
 */
export interface CheckOptions {
  readonly reopen?: () => Promise<void>;
  readonly phoneOnly?: boolean;
}

/**
 * Looks at what is on screen (`shown`, found by its English name, is there) at each viewport, in English and
 * French, and returns to English at 1366 px.
 */
export type Check = (label: string, shown: Locator, options?: CheckOptions) => Promise<void>;

/**
 * Marks `found` so it can be found again while it reads French (its English name no longer matches).
 * React leaves an attribute it does not manage in place.
 */
export const mark = async (page: Page, label: string, found: Locator): Promise<Locator> => {
  await found.first().evaluate((element, name) => {
    for (const before of document.querySelectorAll(`[data-e2e-shown="${name}"]`)) before.removeAttribute('data-e2e-shown');
    element.setAttribute('data-e2e-shown', name);
  }, label);
  // Or `found` itself: a page without a language switch reloads (and loses the mark), and a page's h1 is found in any language.
  return page.locator(`[data-e2e-shown="${label}"]`).or(found.first());
};

const open = async (page: Page, path: string) => {
  await page.goto(path);
  // A remote's first page on two busy cores can take longer than an expectation's 10 s to show its heading.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await pageSettled(page);
};

/** Checks an open dialog, then closes it with Escape (issue 20 §3: Escape closes every dialog). */
const checkDialog = async (page: Page, check: Check, label: string, dialog: Locator, options?: CheckOptions) => {
  await check(label, dialog, options);
  await page.keyboard.press('Escape');
  await expect(page.locator(`[data-e2e-shown="${label}"]`)).toBeHidden();
};

/** Every route the account may open (from the remotes' declarations), each checked once its data has arrived. */
export const everyRoute = async (page: Page, check: Check, username: string | null) => {
  const account = DEMO_ACCOUNTS.find((each) => each.username === username);
  const user = account ? { role: account.role, providerId: account.providerId } : null;
  const routes = routesOpenTo(await portalRoutes(page.request), user).filter((route) =>
    user ? route.access !== 'public' || route.path === account?.home : route.access === 'public',
  );
  expect(routes.length).toBeGreaterThan(1);
  for (const route of routes) {
    await open(page, route.path);
    await check(route.path, page.getByRole('heading', { level: 1 }).first());
  }
};

/** A phone folds a screen's filters behind a "Filters" button: unfolded there, they stay open at 1366 px (where they show anyway). */
const unfoldFilters = async (page: Page) => {
  await page.setViewportSize(PHONE);
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize({ width: 1366, height: 800 });
};

/** antd's open calendar or option list: a popup of the page's body, with no name of its own. */
const openPopup = (page: Page, kind: 'picker' | 'select') => page.locator(`.ant-${kind}-dropdown:visible`);

/** Opens the popup `trigger` opens, checks it at each width (opening it again where it closed) and closes it with Escape. */
const checkPopup = async (
  page: Page,
  check: Check,
  label: string,
  kind: 'picker' | 'select',
  trigger: Locator,
  phoneOnly = false,
) => {
  const reopen = () => trigger.click();
  if (!phoneOnly) await reopen();
  await checkDialog(page, check, label, openPopup(page, kind), { reopen, phoneOnly });
};

/**
 * The first deposit's detail and its remittance statement, from the payments page at `path`. The administrator
 * makes the runs: the provider's tour, run before the others, has had one pay its claim.
 */
const depositAndStatement = async (page: Page, check: Check, path: string) => {
  await open(page, path);
  const view = page.getByRole('button', { name: /^View deposit DEP-\d{8}-\d{6}$/ }).first();
  const reference = ((await view.textContent()) ?? '').trim();
  await view.click();
  const detail = page.getByRole('dialog', { name: `Deposit ${reference}` });
  await expect(
    detail
      .getByRole('row')
      .filter({ hasText: /CPP110\d{21}/ })
      .first(),
  ).toBeVisible();
  await check('a deposit', detail);
  await detail.getByRole('button', { name: 'STATEMENT' }).click();
  await checkDialog(page, check, 'the remittance statement', page.getByRole('dialog', { name: /Remittance statement/ }));
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
};

/**
 * The first claim found on an administrator's Search Submissions at `path`, expanded, with the filters unfolded on a
 * phone; the status options of the first claim whose status can change; the void dialog where the role may void.
 */
const claimFound = async (page: Page, check: Check, path: string, canVoid: boolean) => {
  await open(page, path);
  await unfoldFilters(page);
  await page.getByRole('button', { name: 'Expand row' }).first().click();
  await check('a claim and its expenses, the filters open', page.getByRole('table', { name: /^Expenses of CPP110\d{21}$/ }));
  const status = page.getByRole('combobox', { name: /^Status of CPP110\d{21}$/ }).first();
  await checkPopup(page, check, 'the claim status options', 'select', status);
  if (!canVoid) return;
  await page
    .getByRole('button', { name: /^Void CPP110\d{21}$/ })
    .first()
    .click();
  await checkDialog(page, check, 'the void dialog', page.getByRole('dialog', { name: /^Void claim CPP110\d{21}$/ }));
};

/** A change of the provider's bank account, sent for approval from its profile. */
const sendProfileChange = async (page: Page) => {
  await open(page, '/profile');
  await page.getByLabel('Account Number').first().fill('123450987');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Profile change sent for approval')).toBeVisible();
};

/**
 * The provider's screens with data and dialogs: contact drawer, a side-bar tooltip, coverage panel, claim sent,
 * print view, a claim found with the filters open, void dialog, the phone's sort options, a deposit and its
 * statement, the payment dates calendar, a rejected change's details; then a second claim, left unpaid.
 */
const provider = async (page: Page, check: Check) => {
  await open(page, '/dashboard');
  await page.getByRole('button', { name: 'Leave a message' }).click();
  await checkDialog(page, check, 'the contact drawer', page.getByRole('dialog', { name: 'Leave a message' }));
  // Below 768 px the side bar shows its icons alone, each link's label a tooltip while it has keyboard focus.
  await mainNav(page).getByRole('link').first().focus();
  await page.keyboard.press('Tab');
  await check('a side-bar tooltip', mainNav(page).locator('a:focus-visible'));

  await open(page, '/new-claim');
  await chooseChloe(page);
  await check('the claim form with the coverage panel', page.getByRole('region', { name: /^Coverage in \d{4}$/ }));
  const { sent, submissionId } = await sendChiropracticClaim(page, { days: 2, amount: '20' });
  await check('the claim sent dialog', sent);
  await sent.getByRole('button', { name: 'PRINT' }).click();
  await checkDialog(page, check, 'the print view', page.getByRole('dialog', { name: 'Health claim submission' }));
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();

  await open(page, `/search-submissions?submissionId=${submissionId}`);
  await unfoldFilters(page);
  await check('a claim and its expenses', page.getByRole('table', { name: `Expenses of ${submissionId}` }));
  await page.getByRole('button', { name: `Void ${submissionId}` }).click();
  await checkDialog(page, check, 'the void dialog', page.getByRole('dialog', { name: `Void claim ${submissionId}` }));
  await checkPopup(page, check, 'the sort options', 'select', page.getByRole('combobox', { name: 'Sort by' }), true);

  // An administrator, in a window of its own, rejects a change the provider sends and runs a payment: it pays
  // the claim above unless earlier tests used up Chloe's chiropractic maximum, so any deposit will do.
  await sendProfileChange(page);
  const admin = await signedIn(page.context().browser()!, 'admin');
  await rejectPendingChange(admin, 'P000001', 'Main Street Health Group');
  await runPayment(admin);
  await admin.context().close();

  await depositAndStatement(page, check, '/payments');
  await checkPopup(
    page,
    check,
    'the payment dates calendar',
    'picker',
    page.getByLabel('Payment date or range', { exact: true }),
  );

  await open(page, '/profile');
  await page.getByRole('button', { name: 'See details' }).click();
  const details = page.getByRole('dialog', { name: 'Requested profile change' });
  await check('the rejected change details', details);
  // CLOSE AND HIDE marks it read: the provider's profile is as it was before the tour.
  await details.getByRole('button', { name: 'CLOSE AND HIDE' }).click();
  await expect(details).toBeHidden();

  // A claim the payment run has not paid, whose status the administrators' tours can change and void.
  await open(page, '/new-claim');
  await chooseChloe(page);
  const unpaid = await sendChiropracticClaim(page, { days: 3, amount: '5' });
  await page.keyboard.press('Escape');
  await expect(unpaid.sent).toBeHidden();
};

/**
 * The administrator's: the office editor and its confirmation, provider details, the account status options, both
 * suspension dialogs, a change request with the filters open, the request date calendar, a claim found with its
 * status options and void dialog, a deposit and its statement.
 */
const admin = async (page: Page, check: Check) => {
  await open(page, '/admin-home');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Edit offices' }).click();
  await footer.getByRole('button', { name: 'Add office' }).click();
  await checkDialog(page, check, 'the add office dialog', page.getByRole('dialog', { name: 'Add Office' }));
  await footer.getByRole('button', { name: 'Edit Eastern Regional Office' }).click();
  await checkDialog(page, check, 'the edit office dialog', page.getByRole('dialog', { name: 'Edit Office' }));
  await footer.getByRole('button', { name: 'Remove Eastern Regional Office' }).click();
  await checkDialog(page, check, 'the remove office confirmation', page.getByRole('alertdialog', { name: 'Are you sure?' }));
  await footer.getByRole('button', { name: 'Edit offices' }).click();

  await open(page, '/admin-providers');
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

  await open(page, '/admin-approvals');
  await unfoldFilters(page);
  const pending = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Approve the request of New Horizons Physio' }) });
  await pending.getByRole('button', { name: 'Expand row' }).click();
  await check('a change request expanded, the filters open', page.getByRole('region', { name: 'Provider' }));
  await checkPopup(page, check, 'the request date calendar', 'picker', page.getByRole('textbox', { name: 'Request Date' }));

  await claimFound(page, check, '/admin-search-submissions', true);
  await depositAndStatement(page, check, '/admin-payments');
};

/** The claims administrator's: provider details and a claim found with its status options. */
const claimsAdmin = async (page: Page, check: Check) => {
  await open(page, '/claims-admin-providers');
  await page.getByRole('cell', { name: 'REG-1002' }).click();
  await checkDialog(
    page,
    check,
    'the provider details dialog',
    page.getByRole('dialog').filter({ hasText: 'Provider details: Valley Wellness Inc.' }),
  );
  await claimFound(page, check, '/claims-admin-search-submissions', false);
};

/**
 * The super admin's: the plan and coverage editors, new and existing, the plan's calendar, their delete confirmations;
 * the home page editor's text styles and link tooltip; a deposit and its statement (the administrator's other
 * screens are the same components, opened by the administrator's tour).
 */
const superAdmin = async (page: Page, check: Check) => {
  await open(page, '/admin-plans');
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

  await open(page, '/admin-coverages');
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
  await open(page, '/admin-edit-homepage');
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

/** Per demo account (null: signed out), what it opens beyond its routes. */
export const TOURS: { username: string | null; dialogs: (page: Page, check: Check) => Promise<void> }[] = [
  { username: null, dialogs: async () => undefined },
  { username: 'newuser', dialogs: async () => undefined },
  { username: 'provider', dialogs: provider },
  { username: 'admin', dialogs: admin },
  { username: 'claimsadmin', dialogs: claimsAdmin },
  { username: 'superadmin', dialogs: superAdmin },
];
