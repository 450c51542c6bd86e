import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@portal/demo-data';

/** Signs in through the real identity service's login page, starting from the portal's login screen. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, portal = '/'): Promise<void> {
  await page.goto(portal);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the Provider Portal' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
