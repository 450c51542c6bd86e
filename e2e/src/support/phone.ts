import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** The phone every result list is checked at. */
export const PHONE = { width: 390, height: 844 } as const;

/** The page is no wider than the phone: nothing needs a sideways scroll. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

/** A row's action on the phone: shown, within the screen's width once scrolled to, the page without sideways scroll and axe clean. */
export async function expectActionInView(page: Page, action: Locator, label: string): Promise<void> {
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeVisible();
  const box = await action.boundingBox();
  expect(box, `${label}: the action has no box`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${label}: the action starts off screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label}: the action ends past ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
  expect(box.height, `${label}: the action is under 24 px high`).toBeGreaterThanOrEqual(24);
  await expectNoSidewaysScroll(page, label);
  await expectNoAxeViolations(page, `${label} at ${PHONE.width} px`);
}
