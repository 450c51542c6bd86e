import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@portal/demo-data';
import { checkAtEachViewport, signIn } from '@portal/e2e-support';

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test.describe('axe (WCAG 2.1 AA) on the shell pages, at 1366 px and 390 px', () => {
  const publicPages: { path: string; h1: string | RegExp }[] = [
    { path: '/', h1: 'Provider Claims Portal' },
    { path: '/maintenance', h1: 'Maintenance' },
    { path: '/coming-soon', h1: 'Coming Soon' },
    { path: '/newprovider/ABC123', h1: 'Welcome to the new Provider Claims Portal' },
    { path: '/no-such-page', h1: 'Page Not Found' },
  ];
  for (const { path, h1 } of publicPages) {
    test(`${path} (signed out)`, async ({ page }) => {
      await page.goto(path);
      await checkAtEachViewport(page, path, heading(h1));
    });
  }

  test('/faq, /privacy, /accessibility and the contact drawer (signed in)', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'provider');
    await expect(page).toHaveURL(/\/dashboard$/);
    const pages = [
      { path: '/faq', h1: 'Frequently Asked Questions' },
      { path: '/privacy', h1: 'Privacy Policy' },
      { path: '/accessibility', h1: 'Accessibility' },
    ];
    for (const { path, h1 } of pages) {
      await page.goto(path);
      await checkAtEachViewport(page, path, heading(h1));
    }
    await checkAtEachViewport(page, 'the contact drawer', async () => {
      if (!(await page.getByRole('dialog', { name: 'Leave a message' }).isVisible())) {
        await page.getByRole('button', { name: 'Leave a message' }).click();
      }
      await expect(page.getByRole('dialog', { name: 'Leave a message' })).toBeVisible();
    });
  });
});

test.describe("axe (WCAG 2.1 AA) on each role's home after signing in, at 1366 px and 390 px", () => {
  const homes: { username: string; h1: string }[] = [
    { username: 'provider', h1: 'Home' },
    { username: 'newuser', h1: 'Health Provider Registration' },
    { username: 'admin', h1: 'Admin Home' },
    { username: 'claimsadmin', h1: 'Claims Admin Home' },
    { username: 'superadmin', h1: 'Super Admin Home' },
  ];
  for (const { username, h1 } of homes) {
    const home = DEMO_ACCOUNTS.find((account) => account.username === username)?.home ?? '';
    test(`${username} on ${home}`, async ({ page }) => {
      await signIn(page, username);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await checkAtEachViewport(page, home, heading(h1));
    });
  }
});
