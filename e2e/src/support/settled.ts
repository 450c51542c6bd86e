import type { Language } from '@portal/contracts';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './axe';

const LANGUAGE_STORAGE_KEY = 'portal.language';

const BUSY = '.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]';

/**
 * Nothing on the page still shows it is loading, its requests have answered and nothing is moving (a dialog
 * closing as another opens fades out with the texts it had, in the language before a switch).
 */
export async function dataSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator(BUSY).filter({ visible: true })).toHaveCount(0);
  await animationsSettled(page);
}

/** The page's heading is up and its data has arrived. */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await dataSettled(page);
}

/**
 * The header's language switch, clicked through the DOM: a dialog's mask covers the header, and the
 * point is to read the same open dialog in the other language.
 */
export async function switchTo(page: Page, language: Language): Promise<void> {
  const clicked = await page.evaluate((lang) => {
    const button = document.querySelector<HTMLButtonElement>(`.language-switch button[lang="${lang}"]`);
    button?.click();
    return !!button;
  }, language);
  if (!clicked) {
    // A bare page (maintenance) has no switch: it shows the language chosen before it.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language]);
    await page.reload();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The header re-rendered in the new language (the attribute above is set before React renders).
  if (clicked) await expect(page.locator(`.language-switch button[lang="${language}"]`)).toHaveAttribute('aria-pressed', 'true');
  await dataSettled(page);
}
