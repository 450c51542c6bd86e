import { expect, test, type ConsoleMessage } from '@playwright/test';
import { E2E_URLS, expectNoHorizontalScroll, mainNav, signIn } from '@portal/e2e-support';

test.describe('security headers and the Content-Security-Policy', () => {
  test('the shell sends its policy, allowing the origins of its config.json; config.json is never stored; no source maps', async ({
    request,
  }) => {
    const index = await request.get('/dashboard');
    const headers = index.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(new RegExp(`script-src 'self'[^;]* ${E2E_URLS.remote('provider')}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${E2E_URLS.issuer}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${new URL(E2E_URLS.api).origin}`));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await request.get('/config.json')).headers()['cache-control']).toBe('no-store');

    const script = /<script[^>]+src="\/?([^"]+\.js)"/.exec(await index.text())?.[1];
    expect(script).toBeTruthy();
    expect((await request.get(`/${script}`)).status()).toBe(200);
    expect((await request.get(`/${script}.map`)).status()).toBe(404);
  });

  test('signing in and opening remote pages raises no CSP violation', async ({ page }) => {
    const violations: string[] = [];
    const collect = (message: ConsoleMessage) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${message.type()}: ${message.text()}`);
    };
    page.on('console', collect);
    page.on('pageerror', (error) => /Content[- ]Security[- ]Policy/i.test(error.message) && violations.push(error.message));
    await signIn(page, 'provider');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'New Claim' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Claim' })).toBeVisible();
    await page.getByRole('button', { name: 'FR Français' }).click(); // the lazy French chunk
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle demande' })).toBeVisible();
    await page.getByRole('button', { name: 'EN English' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await signIn(page, 'superadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Home' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Edit Plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /coverage plans/ })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('the chrome on a 390 px phone and at 1366 px', () => {
  test('phone: username and Logout in view, side bar of icons named by their labels, tooltips on hover', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'superadmin');
    await expect(page).toHaveURL(/\/super-admin-home$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('superadmin', { exact: true })).toBeInViewport();
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeInViewport();
    await expect(banner.getByRole('group', { name: 'Language' })).toBeInViewport();

    const nav = mainNav(page);
    const plans = nav.getByRole('link', { name: 'Edit Plans' });
    await expect(plans).toBeVisible();
    const label = plans.locator('.side-nav__label');
    expect((await nav.boundingBox())?.width).toBeLessThan(80);
    expect((await label.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await plans.hover();
    expect((await label.boundingBox())?.width).toBeGreaterThan(40);
    await expect(label).toBeInViewport();
    await page.keyboard.press('Escape');
    expect((await label.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await expectNoHorizontalScroll(page, '/super-admin-home with a tooltip');
  });

  test('desktop: the side bar shows its labels', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, 'provider');
    const label = mainNav(page).getByRole('link', { name: 'Search Submissions' }).locator('.side-nav__label');
    await expect(label).toBeVisible();
    expect((await label.boundingBox())?.width).toBeGreaterThan(100);
  });
});

test('printed, a page keeps its content under the portal name, without navigation, footer or buttons', async ({ page }) => {
  await signIn(page, 'provider');
  await expect(mainNav(page)).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Search Submissions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search Submissions' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Search Submissions' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Benefits Administrator')).toBeVisible();
  await expect(mainNav(page)).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Leave a message' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(mainNav(page)).toBeVisible();
});

test.describe('keyboard and screen-reader behaviour of the chrome', () => {
  test('each page names the document after its heading; navigating moves focus to the new heading', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('Provider Claims Portal'); // signed out: the login screen
    await page.goto('/maintenance');
    await expect(page).toHaveTitle('Maintenance – Provider Claims Portal');
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Page Not Found – Provider Claims Portal');

    await signIn(page, 'provider');
    await expect(page).toHaveTitle('Home – Provider Claims Portal');
    // The first page after loading keeps the browser's focus.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
    await mainNav(page).getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveTitle('My Profile – Provider Claims Portal');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeFocused();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy – Provider Claims Portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused();
  });

  test('the skip link is the first stop and takes the keyboard to the main content', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/admin-home$/);
  });

  test('the contact drawer keeps focus inside, closes on Escape and gives focus back to its button', async ({ page }) => {
    await signIn(page, 'provider');
    const open = page.getByRole('button', { name: 'Leave a message' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Leave a message' });
    await expect(drawer.getByLabel('Name')).toBeFocused();
    await expect(drawer.getByRole('button', { name: 'Submit' })).toBeDisabled();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expect(drawer.getByText('Name is required')).toBeVisible();
    await drawer.getByLabel('Name').fill('Dr. Lee');
    await drawer.getByLabel('E-mail').fill('lee@');
    await drawer.getByLabel('E-mail').blur();
    await expect(drawer.getByText('E-mail must be valid')).toBeVisible();
    await drawer.getByLabel('E-mail').fill('lee@example.test');
    await drawer.getByLabel('Subject').fill('Direct deposit');
    await drawer.getByLabel('Message').fill('Please call me.');
    await expect(drawer.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});
