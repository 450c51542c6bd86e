import { expect, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from './axe';

/** antd's open option list: a popup of the page's body, with no name of its own. */
export const openOptionList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Chooses `option` in antd's Select `field`, then waits for `chosen` (by default: the field shows the option).
 * On a busy machine the list can still be sliding and aligning when it is clicked, so the click lands beside
 * the option or closes the list: the list is settled before each click, and the whole is tried again.
 */
export const chooseOption = async (
  page: Page,
  field: Locator,
  option: string,
  chosen: () => Promise<void> = () =>
    expect(page.locator('.ant-select').filter({ has: field })).toContainText(option, { timeout: 5_000 }),
) => {
  await expect(async () => {
    await animationsSettled(page);
    if (!(await openOptionList(page).first().isVisible())) await field.click();
    await expect(openOptionList(page).first()).toBeVisible({ timeout: 2_000 });
    await animationsSettled(page);
    await openOptionList(page).locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await chosen();
  }).toPass({ timeout: 30_000 });
};
