import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

/** A demo account that opens a route it may not use, and where the guard sends it instead. */
export interface GuardRedirect {
  readonly username: string;
  readonly visits: string;
  readonly lands: string;
}

/** One test per redirect: the account signs in, opens `visits` and lands on `lands`. */
export const testGuardRedirects = (redirects: readonly GuardRedirect[]) => {
  for (const { username, visits, lands } of redirects) {
    test(`${username} visiting ${visits} is sent to ${lands}`, async ({ page }) => {
      await signIn(page, username);
      await page.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/auth'));
      await page.goto(visits);
      await expect(page).toHaveURL(new RegExp(`${lands}$`));
    });
  }
};
