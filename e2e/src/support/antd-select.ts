import { expect, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from './axe';

/** antd's open option list: a popup of the page's body, with no name of its own. */
export const openOptionList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Opens `popup` with `open` unless it is up, then waits for it to stop moving. Run it inside `toPass`: on a busy
 * machine a popup still closing reads visible for a moment, and a click while one slides in closes it again.
 */
export const settledOpen = async (page: Page, popup: Locator, open: () => Promise<void>) => {
  await animationsSettled(page);
  if (!(await popup.isVisible())) await open();
  await expect(popup).toBeVisible({ timeout: 2_000 });
  await animationsSettled(page);
};

/**
 * Chooses `option` in antd's Select `field`, then waits for `chosen` (by default: the field shows the option).
 * A click on a list still sliding into place lands beside the option: the whole is tried again.
 */
export const chooseOption = async (
  page: Page,
  field: Locator,
  option: string,
  chosen: () => Promise<void> = () =>
    expect(page.locator('.ant-select').filter({ has: field })).toContainText(option, { timeout: 5_000 }),
) => {
  await expect(async () => {
    await settledOpen(page, openOptionList(page).first(), () => field.click());
    await openOptionList(page).locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await chosen();
  }).toPass({ timeout: 30_000 });
};
