import { expect, test, type Page } from '@playwright/test';
import {
  describeOffenders,
  englishDictionary,
  englishOnScreen,
  type EnglishDictionary,
  type Offender,
  everyRoute,
  mark,
  TOURS,
  type Check,
  switchTo,
  signIn,
} from '@portal/e2e-support';

let dictionary: EnglishDictionary;

test.beforeAll(async ({ browser }) => {
  // A sign-in on two busy cores can pass the hook's 30 s.
  test.setTimeout(120_000);
  // The home page's English and French text as seeded, read from the API call of a provider's dashboard.
  const page = await browser.newPage();
  const homepage = page.waitForResponse((response) => response.url().endsWith('/api/homepage') && response.ok());
  await signIn(page, 'provider');
  dictionary = await englishDictionary((await (await homepage).json()) as { html: string; htmlFr: string | null });
  await page.close();
});

/** Reads what is on screen in French and keeps every English text found; back to English (the tours open things by English names). */
const englishInFrench =
  (page: Page, offenders: Offender[]): Check =>
  async (label, found) => {
    const shown = await mark(page, label, found);
    await switchTo(page, 'fr-CA');
    await expect(shown).toBeVisible();
    offenders.push(...(await englishOnScreen(page, label, dictionary)));
    await switchTo(page, 'en');
  };

test.describe('no English on French screens, data and dialogs included, for every role (issue 20 §2)', () => {
  test('the dictionary holds the English UI strings and the seeded English data', () => {
    expect(dictionary.exact.get('Search Submissions')).toBeDefined();
    expect(dictionary.exact.get('Physiotherapy')).toBe('coverage name');
    expect(dictionary.exact.get('Student Health Plan')).toBe('plan name');
    expect(dictionary.exact.get('Eastern Regional Office')).toBe('office name');
    expect([...dictionary.exact.values()]).toContain('home page');
  });

  for (const { username, dialogs } of TOURS) {
    test(username ?? 'signed out', async ({ page }) => {
      // The provider's tour submits a claim, has an administrator pay and reject in a second window: 3 to 5 minutes,
      // 7 under a load of 20.
      test.setTimeout(900_000);
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      if (username) await signIn(page, username);
      else await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const offenders: Offender[] = [];
      const check = englishInFrench(page, offenders);
      await everyRoute(page, check, username);
      await dialogs(page, check);
      expect(offenders, `English on French screens:\n${describeOffenders(offenders)}`).toEqual([]);
    });
  }
});
