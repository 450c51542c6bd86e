import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScroll, VIEWPORTS } from './axe';
import { describeOffenders, englishDictionary, englishOnScreen, type EnglishDictionary, type Offender } from './english-strings';
import { everyRoute, mark, type Check } from './role-tours';
import { settledOpen } from './antd-select';
import { switchTo } from './settled';
import { signIn } from './sign-in';

let dictionary: Promise<EnglishDictionary> | undefined;

/** The home page's English and French text as seeded, read from the API call of a provider's dashboard; once a worker. */
export const tourDictionary = (browser: Browser): Promise<EnglishDictionary> => {
  dictionary ??= (async () => {
    const page = await browser.newPage();
    const homepage = page.waitForResponse((response) => response.url().endsWith('/api/homepage') && response.ok());
    await signIn(page, 'provider');
    const read = await englishDictionary((await (await homepage).json()) as { html: string; htmlFr: string | null });
    await page.close();
    return read;
  })();
  return dictionary;
};

/**
 * At 1366 and 390 px, in English then French, on what is on screen: axe (WCAG 2.1 AA), no horizontal scroll on the
 * phone, and on the French screen every English text kept in `offenders` (issue 20 §2). Back to English at 1366 px:
 * the tours open things by their English names. It is marked again at each width: a phone's cards draw a row's
 * detail anew. A popup that closed on the way is opened again.
 */
const inBothLanguagesAtBothWidths =
  (page: Page, offenders: Offender[], english: EnglishDictionary): Check =>
  async (label, found, { reopen, phoneOnly = false } = {}) => {
    // A popup that closed as the page changed is opened again until it stays up.
    const showing = async (target: Locator) => {
      if (!reopen) return expect(target.first()).toBeVisible();
      await expect(async () => {
        await settledOpen(page, target.first(), reopen);
        expect(await target.first().isVisible()).toBe(true);
      }).toPass({ timeout: 30_000 });
    };
    for (const viewport of VIEWPORTS.filter(({ name }) => !phoneOnly || name === 'phone')) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await showing(found);
      const shown = await mark(page, label, found);
      for (const language of ['en', 'fr-CA'] as const) {
        await switchTo(page, language);
        await showing(shown);
        const where = `${label} (${language}) at ${viewport.width} px`;
        await expectNoAxeViolations(page, where);
        if (viewport.name === 'phone') await expectNoHorizontalScroll(page, where);
        if (language === 'fr-CA') offenders.push(...(await englishOnScreen(page, `${label} at ${viewport.width} px`, english)));
      }
      await switchTo(page, 'en');
    }
    await page.setViewportSize({ width: 1366, height: 800 });
  };

/** What a tour opens beyond its routes; it may make what it shows through the API first. */
export type TourDialogs = (page: Page, check: Check, browser: Browser) => Promise<void>;

const tourTest = (username: string | null, what: string, steps: TourDialogs) =>
  test(`${username ?? 'signed out'}: ${what}, 1366 and 390 px, English and French: axe and no English on French screens`, async ({
    page,
    browser,
  }) => {
    // Four axe runs per screen state: 0.4 to 2.6 minutes a role on two idle cores; a loaded machine takes 3 or 4 times that.
    test.setTimeout(900_000);
    const english = await tourDictionary(browser);
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    if (username) await signIn(page, username);
    else await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const offenders: Offender[] = [];
    await steps(page, inBothLanguagesAtBothWidths(page, offenders, english), browser);
    expect(offenders, `English on French screens:\n${describeOffenders(offenders)}`).toEqual([]);
  });

/**
 * A demo account's tour (null: signed out): every route it may open, and `dialogs`, each state at 1366 and 390 px in
 * English and French, held to axe and to no English on the French screens. The two are tests of their own, run side
 * by side: neither uses what the other makes. A remote's tours live in its own `e2e/` folder.
 */
export const testRoleTour = (username: string | null, dialogs?: TourDialogs) =>
  test.describe(`the tour of ${username ?? 'a signed-out visitor'}`, () => {
    test.describe.configure({ mode: 'parallel' });
    tourTest(username, 'every route', (page, check) => everyRoute(page, check, username));
    if (dialogs) tourTest(username, 'its dialogs and data', dialogs);
  });
