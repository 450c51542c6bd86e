import { expect, test, type Page } from '@playwright/test';
import { signIn } from '@portal/e2e-support';

const warmUpWorkers = (page: Page) => page.workers().filter((worker) => /intl-warm-up/.test(worker.url()));

test.describe('the app start-up (ADR 045)', () => {
  test('a signed-in page has a worker pay for Intl’s first formatters, which stops once done; the sign-in page has none', async ({
    page,
  }) => {
    const landingWorkers: string[] = [];
    page.on('worker', (worker) => landingWorkers.push(worker.url()));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(landingWorkers).toEqual([]);

    await signIn(page, 'provider');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const started = page.waitForEvent('worker', (worker) => /intl-warm-up/.test(worker.url()));
    await page.reload();
    await started;
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect.poll(() => warmUpWorkers(page).length).toBe(0);
  });

  test('the landing entry is what the first paint waits for: a parser-inserted script after #root (ADR 046)', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<div id="root"><\/div>\s*<script src="\/landing\.[0-9a-f]+\.js"><\/script><\/body>/);
    expect(html).not.toMatch(/<script[^>]*\b(defer|async)\b/);
  });

  test('antd finds the theme’s CSS variables in the HTML’s head and writes none while a page starts (ADR 047)', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    const inHtml = [...html.matchAll(/<style [^>]*data-token-hash="css-var-portal"[^>]*data-css-hash="([^"]+)"/g)].map(
      ([, id]) => id,
    );
    expect(inHtml.length).toBeGreaterThan(10);
    await signIn(page, 'provider');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    for (const [path, heading] of [
      ['/search-submissions', 'Search Submissions'],
      ['/new-claim', 'New Claim'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main .ant-btn').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const inPage = await page
        .locator('style[data-token-hash]')
        .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-css-hash')));
      expect(inPage.sort()).toEqual([...inHtml].sort());
    }
    // The variables reach the components: a button reads the theme's primary colour from them.
    const search = page.getByRole('button', { name: 'SEARCH BY ID' });
    await expect(search).toHaveClass(/css-var-portal/);
    expect(await search.evaluate((button) => getComputedStyle(button).getPropertyValue('--ant-color-primary'))).toBe('#0b5cab');
  });

  test('a configuration the app cannot start with is named on the page, not a blank screen', async ({ page }) => {
    await signIn(page, 'provider');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.reload();
    await expect(page.getByText('The portal configuration (/config.json) could not be loaded: HTTP 503')).toBeVisible();
  });
});
