import type { Locator, Page } from '@playwright/test';

const holdsFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user gets there; fails after `max`. */
export const tabTo = async (page: Page, target: Locator, { back = false, max = 60 } = {}) => {
  for (let presses = 0; presses < max; presses += 1) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (!(await holdsFocus(target))) throw new Error(`Not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${target}`);
};

const selectedText = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.textContent?.trim() ?? '') : null;
  });

/**
 * Chooses `option` in the select that has focus. A native `<select>`: ArrowDown walks its options. antd's:
 * ArrowDown opens it and walks the options, Enter picks one.
 */
export const chooseWithKeys = async (page: Page, option: string, max = 30) => {
  if ((await selectedText(page)) !== null) {
    for (let presses = 0; presses < max; presses += 1) {
      if ((await selectedText(page)) === option) return;
      await page.keyboard.press('ArrowDown');
    }
    throw new Error(`Option not reached with ${max} presses of ArrowDown: ${option}`);
  }
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await page.keyboard.press('ArrowDown');
  for (let presses = 0; presses < max; presses += 1) {
    if ((await active.count()) && (await active.textContent())?.trim() === option) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`Option not reached with ${max} presses of ArrowDown: ${option}`);
};

/** Types a `YYYY-MM-DD` day into the focused native date input as a keyboard user does, field by field in the en-US order (month, day, year). */
export const typeDateWithKeys = async (page: Page, date: string) => {
  const [year, month, day] = date.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
};
