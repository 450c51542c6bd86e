import { expect, test, type Page } from '@playwright/test';
import { mainNav, signIn } from '@portal/e2e-support';

const TOLL_FREE = '1-800-555-0199';

/** The shell's /config.json as an operator would set it with MAINTENANCE=true and SUPPORT_TOLL_FREE. */
const turnMaintenanceOn = (page: Page) =>
  page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), maintenance: true, tollFreePhone: TOLL_FREE } });
  });

const expectMaintenanceNotice = async (page: Page) => {
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
  await expect(page.getByText(/undergoing unscheduled maintenance/)).toContainText(TOLL_FREE);
};

test.describe('maintenance flag (runtime configuration)', () => {
  test('a visitor is sent to the notice, with the configured toll-free number', async ({ page }) => {
    await turnMaintenanceOn(page);
    await page.goto('/');
    await expectMaintenanceNotice(page);
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  });

  test('a signed-in provider is sent to the notice and signed out', async ({ page }) => {
    await signIn(page, 'provider');
    await expect(mainNav(page)).toBeVisible();
    await turnMaintenanceOn(page);
    await page.goto('/search-submissions');
    await expectMaintenanceNotice(page);

    await page.unroute('**/config.json');
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('an administrator gets through, and so does a URL with the admin marker', async ({ page }) => {
    await turnMaintenanceOn(page);
    await signIn(page, 'admin', undefined, '/?admin=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'View Providers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registered Providers' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/maintenance$/);
  });
});
