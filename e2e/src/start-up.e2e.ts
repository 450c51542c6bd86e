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
});
