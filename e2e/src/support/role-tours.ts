import { DEMO_ACCOUNTS } from '@portal/demo-data';
import { expect, type Locator, type Page } from '@playwright/test';
import { PHONE } from './phone';
import { portalRoutes, routesOpenTo } from './portal-routes';
import { pageSettled } from './settled';

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

export const openRoute = async (page: Page, path: string) => {
  await page.goto(path);
  // A remote's first page on two busy cores can take longer than an expectation's 10 s to show its heading.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await pageSettled(page);
};

/** Checks an open dialog, then closes it with Escape (issue 20 §3: Escape closes every dialog). */
export const checkDialog = async (page: Page, check: Check, label: string, dialog: Locator, options?: CheckOptions) => {
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
    await openRoute(page, route.path);
    await check(route.path, page.getByRole('heading', { level: 1 }).first());
  }
};

/** A phone folds a screen's filters behind a "Filters" button: unfolded there, they stay open at 1366 px (where they show anyway). */
export const unfoldFilters = async (page: Page) => {
  await page.setViewportSize(PHONE);
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize({ width: 1366, height: 800 });
};

/** antd's open calendar or option list: a popup of the page's body, with no name of its own. */
const openPopup = (page: Page, kind: 'picker' | 'select') => page.locator(`.ant-${kind}-dropdown:visible`);

/** Opens the popup `trigger` opens, checks it at each width (opening it again where it closed) and closes it with Escape. */
export const checkPopup = async (
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
 * The first deposit's detail and its remittance statement, from the payments page at `path`: the `setup` project's
 * payment run paid a claim of the demo provider.
 */
export const depositAndStatement = async (page: Page, check: Check, path: string) => {
  await openRoute(page, path);
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
 * A claim found by its id on an administrator's Search Submissions at `path`, expanded, with the filters unfolded on
 * a phone; its status options; its void dialog where the role may void.
 */
export const claimFound = async (page: Page, check: Check, path: string, submissionId: string, canVoid: boolean) => {
  await openRoute(page, `${path}?submissionId=${submissionId}`);
  await unfoldFilters(page);
  // A search by id shows the claim expanded; a search that finds several shows them folded.
  const expenses = page.getByRole('table', { name: `Expenses of ${submissionId}` });
  const expand = page.getByRole('row').filter({ hasText: submissionId }).getByRole('button', { name: 'Expand row' });
  await expect(expenses.or(expand).first()).toBeVisible();
  if (await expand.isVisible()) await expand.click();
  await check('a claim and its expenses, the filters open', expenses);
  const status = page.getByRole('combobox', { name: `Status of ${submissionId}` });
  await checkPopup(page, check, 'the claim status options', 'select', status);
  if (!canVoid) return;
  await page.getByRole('button', { name: `Void ${submissionId}` }).click();
  await checkDialog(page, check, 'the void dialog', page.getByRole('dialog', { name: `Void claim ${submissionId}` }));
};
