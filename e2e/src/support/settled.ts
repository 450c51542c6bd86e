import { expect, type Page } from '@playwright/test';

const BUSY = '.ant-spin-spinning, .ant-skeleton, [aria-busy="true"], .ant-table-placeholder .ant-spin';

/** The page's heading is up, its requests have answered and nothing on it still shows it is loading. */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator(BUSY).filter({ visible: true })).toHaveCount(0);
}

export const toFrench = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
};
