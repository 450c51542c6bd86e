import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  VIEWPORTS,
  everyRoute,
  mark,
  TOURS,
  type Check,
  switchTo,
  signIn,
} from '@portal/e2e-support';

/**
 * axe at 1366 and 390 px, each in English then French, on what is on screen; back to English at 1366 px.
 * It is marked again at each width: a phone's cards draw a row's detail anew.
 */
const axeInBothLanguages =
  (page: Page): Check =>
  async (label, found) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expect(found.first()).toBeVisible();
      const shown = await mark(page, label, found);
      for (const language of ['en', 'fr-CA'] as const) {
        await switchTo(page, language);
        await expect(shown).toBeVisible();
        const where = `${label} (${language}) at ${viewport.width} px`;
        await expectNoAxeViolations(page, where);
        if (viewport.name === 'phone') await expectNoHorizontalScroll(page, where);
      }
      await switchTo(page, 'en');
    }
    await page.setViewportSize({ width: 1366, height: 800 });
  };

test.describe('axe (WCAG 2.1 AA) on every route of every role with its dialogs open, 1366 and 390 px, English and French', () => {
  for (const { username, dialogs } of TOURS) {
    test(username ?? 'signed out', async ({ page }) => {
      // Four axe runs per screen state: 1 to 4 minutes a role on two idle cores, past 8 for the provider under a load of 20.
      test.setTimeout(900_000);
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      if (username) await signIn(page, username);
      else await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const check = axeInBothLanguages(page);
      await everyRoute(page, check, username);
      await dialogs(page, check);
    });
  }
});
