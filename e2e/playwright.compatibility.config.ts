import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:compat` (ADR 031): the previous release's mf-admin against today's shell, and today's
 * remotes against the previous release's shell, on the same stack as the other suites.
 */
export default defineConfig({
  ...base,
  testDir: './compatibility',
  projects: [{ name: 'compatibility', use: { browserName: 'chromium' } }],
});
