import { defineConfig } from '@playwright/test';
import chromium from '@portal/tools/chromium.json' with { type: 'json' };

/**
 * The portal as production runs it, started by `npm run test:production` (tools/production/run.mjs):
 * nginx in front of two API and two identity replicas. No web server of its own; PRODUCTION_PORTAL_URL
 * is nginx's portal origin.
 */
export default defineConfig({
  testDir: './src/production',
  testMatch: '**/*.production.ts',
  outputDir: '../.cache/e2e/production-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env['PRODUCTION_PORTAL_URL'],
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env['CHROMIUM_PATH'] ?? chromium.path, args: chromium.args },
  },
});
