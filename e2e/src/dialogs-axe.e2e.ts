import { Role, type Language } from '@portal/contracts';
import { DEMO_ACCOUNTS } from '@portal/demo-data';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll, VIEWPORTS } from './support/axe';
import { daysAgo, findMember, pick, typeDate } from './support/claim-form';
import { portalRoutes, routesOpenTo } from './support/portal-routes';
import { pageSettled } from './support/settled';
import { signIn } from './support/sign-in';

/**
 * The header's switch, clicked through the DOM: a dialog's mask covers the header, and the point is
 * to read the same open dialog in the other language.
 */
const switchTo = async (page: Page, language: Language) => {
  await page.locator(`.language-switch button[lang="${language}"]`).evaluate((button: HTMLButtonElement) => button.click());
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.waitForLoadState('networkidle');
};

/**
 * axe at 1366 and 390 px, in English then French, on what is on screen now; it ends in English at
 * 1366 px. `shown` (found by its English name) is marked, to be found again while it reads French.
 */
const checkState = async (page: Page, label: string, found: Locator): Promise<Locator> => {
  await found.first().evaluate((element, mark) => element.setAttribute('data-e2e-shown', mark), label);
  const shown = page.locator(`[data-e2e-shown="${label}"]`);
  for (const language of ['en', 'fr-CA'] as const) {
    await switchTo(page, language);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expect(shown).toBeVisible();
      const where = `${label} (${language}) at ${viewport.width} px`;
      await expectNoAxeViolations(page, where);
      if (viewport.name === 'phone') await expectNoHorizontalScroll(page, where);
    }
  }
  await switchTo(page, 'en');
  await page.setViewportSize({ width: 1366, height: 800 });
  return shown;
};

/** Checks an open dialog, then closes it with Escape. */
const checkDialog = async (page: Page, label: string, dialog: Locator) => {
  const shown = await checkState(page, label, dialog);
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
};

/** Every route the account may open, each checked once its data has arrived. */
const checkEveryRoute = async (page: Page, username: string) => {
  const account = DEMO_ACCOUNTS.find((each) => each.username === username);
  const routes = routesOpenTo(await portalRoutes(page.request), {
    role: account?.role ?? Role.Provider,
    providerId: account?.providerId ?? null,
  }).filter((route) => route.access !== 'public' || route.path === account?.home);
  expect(routes.length).toBeGreaterThan(1);
  for (const route of routes) {
    await page.goto(route.path);
    await pageSettled(page);
    await checkState(page, route.path, page.getByRole('heading', { level: 1 }).first());
  }
};

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await pageSettled(page);
};

test.describe('axe (WCAG 2.1 AA) on every route and dialog, 1366 and 390 px, English and French', () => {
  test('provider: routes, contact drawer, claim sent, print view, coverage panel, void dialog', async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await signIn(page, 'provider');
    await expect(page).toHaveURL(/\/dashboard$/);
    await checkEveryRoute(page, 'provider');

    await open(page, '/dashboard');
    await page.getByRole('button', { name: 'Leave a message' }).click();
    await checkDialog(page, 'the contact drawer', page.getByRole('dialog', { name: 'Leave a message' }));

    await open(page, '/new-claim');
    await pick(page, 'Office', 'Harbour Clinic');
    await findMember(page, '123456');
    await pick(page, 'Patient', 'CHLOE MARTIN — •••• (hidden)');
    await checkState(page, 'the claim form with the coverage panel', page.getByRole('region', { name: /^Coverage in \d{4}$/ }));
    await typeDate(page, 'Date of service', daysAgo(2));
    await pick(page, 'Coverage', 'Chiropractic');
    await page.getByLabel('Amount').fill('20');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const sent = page.getByRole('dialog', { name: 'Claim sent' });
    await expect(sent).toContainText(/CPP110\d{21}/);
    const submissionId = ((await sent.textContent()) ?? '').match(/CPP110\d{21}/)?.[0] ?? '';
    await checkState(page, 'the claim sent dialog', sent);
    await sent.getByRole('button', { name: 'PRINT' }).click();
    await checkDialog(page, 'the print view', page.getByRole('dialog', { name: 'Health claim submission' }));
    await page.keyboard.press('Escape');
    await expect(sent).toBeHidden();

    await open(page, `/search-submissions?submissionId=${submissionId}`);
    await checkState(page, 'a claim and its expenses', page.getByRole('table', { name: `Expenses of ${submissionId}` }));
    await page.getByRole('button', { name: `Void ${submissionId}` }).click();
    await checkDialog(page, 'the void dialog', page.getByRole('dialog', { name: `Void claim ${submissionId}` }));
  });

  test('administrator: routes, office editor and its confirmation, provider details, suspension dialogs, change request', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/admin-home$/);
    await checkEveryRoute(page, 'admin');

    await open(page, '/admin-home');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Edit offices' }).click();
    await footer.getByRole('button', { name: 'Add office' }).click();
    await checkDialog(page, 'the add office dialog', page.getByRole('dialog', { name: 'Add Office' }));
    await footer.getByRole('button', { name: 'Edit Eastern Regional Office' }).click();
    await checkDialog(page, 'the edit office dialog', page.getByRole('dialog', { name: 'Edit Office' }));
    await footer.getByRole('button', { name: 'Remove Eastern Regional Office' }).click();
    await checkDialog(page, 'the remove office confirmation', page.getByRole('alertdialog', { name: 'Are you sure?' }));
    await footer.getByRole('button', { name: 'Edit offices' }).click();

    await open(page, '/admin-providers');
    const status = page.getByRole('combobox', { name: 'Account status of Valley Wellness Inc.' });
    await expect(status).toBeVisible();
    await page.getByRole('row').filter({ has: status }).getByRole('cell', { name: 'REG-1002' }).click();
    await checkDialog(page, 'the provider details dialog', page.getByRole('dialog').filter({ hasText: 'Provider details: Valley Wellness Inc.' }));
    const chooseSuspended = async () => {
      await status.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Suspended"]').click();
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    };
    await chooseSuspended();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
    await checkDialog(page, 'the suspend confirmation', confirm);
    await chooseSuspended();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await checkDialog(page, 'the suspension message dialog', page.getByRole('dialog').filter({ hasText: 'Add optional message to provider' }));
    await expect(status).toContainText('Approved');

    await open(page, '/admin-approvals');
    const pending = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Approve the request of New Horizons Physio' }) });
    await pending.getByRole('button', { name: 'Expand row' }).click();
    await checkState(page, 'a change request expanded', page.getByRole('region', { name: 'Provider' }));
  });

  test('claims admin: routes and provider details', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'claimsadmin');
    await expect(page).toHaveURL(/\/claims-admin-home$/);
    await checkEveryRoute(page, 'claimsadmin');

    await open(page, '/claims-admin-providers');
    await page.getByRole('cell', { name: 'REG-1002' }).click();
    await checkDialog(page, 'the provider details dialog', page.getByRole('dialog').filter({ hasText: 'Provider details: Valley Wellness Inc.' }));
  });

  test('super admin: routes, plan and coverage editors and their delete confirmations', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'superadmin');
    await expect(page).toHaveURL(/\/super-admin-home$/);
    await checkEveryRoute(page, 'superadmin');

    await open(page, '/admin-plans');
    await page.getByRole('button', { name: 'CREATE NEW PLAN' }).click();
    await checkDialog(page, 'the new plan dialog', page.getByRole('dialog', { name: 'Plan Details' }));
    await page.getByRole('button', { name: 'Student Health Plan - 110' }).click();
    const plan = page.getByRole('dialog', { name: 'Plan Details' });
    await checkState(page, 'the plan dialog', plan);
    await plan.getByRole('button', { name: 'Delete' }).click();
    await checkDialog(page, 'the delete plan confirmation', page.getByRole('dialog', { name: 'Are you sure?' }));
    await page.keyboard.press('Escape');
    await expect(plan).toBeHidden();

    await open(page, '/admin-coverages');
    await page.getByRole('button', { name: 'ADD NEW' }).click();
    await checkDialog(page, 'the new coverage dialog', page.getByRole('dialog', { name: 'Coverage' }));
    await page.getByRole('button', { name: 'Physiotherapy', exact: true }).click();
    const coverage = page.getByRole('dialog', { name: 'Coverage' });
    await checkState(page, 'the coverage dialog', coverage);
    await coverage.getByRole('button', { name: 'Delete' }).click();
    await checkDialog(page, 'the delete coverage confirmation', page.getByRole('dialog', { name: 'Are you sure?' }));
    await page.keyboard.press('Escape');
    await expect(coverage).toBeHidden();
  });
});
