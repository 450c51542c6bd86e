import { expect, test } from '@playwright/test';
import { E2E_URLS, signIn } from '@portal/e2e-support';

test('the provider dashboard shows the home page HTML served by the API', async ({ page }) => {
  const homepage = page.waitForResponse((r) => r.url() === `${E2E_URLS.api}/homepage` && r.request().method() === 'GET');
  await signIn(page, 'provider');
  const response = await homepage;
  expect(response.status()).toBe(200);
  const { html } = (await response.json()) as { html: string };
  const firstText = html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .find((s) => s.length > 0);
  expect(firstText).toBeTruthy();
  await expect(page.getByText(firstText as string).first()).toBeVisible();
});

test('the dashboard falls back to the default welcome text when the API cannot answer', async ({ page }) => {
  await page.route(`${E2E_URLS.api}/homepage`, (route) => route.fulfill({ status: 503, body: '{}' }));
  await signIn(page, 'provider');
  await expect(page.getByText(/New Claim/).first()).toBeVisible();
  await expect(page.getByText(/claim system has been updated/i)).toBeVisible();
});
