import { defineConfig } from '@playwright/test';
import chromium from '@portal/tools/chromium.json' with { type: 'json' };
import { E2E_ENV, E2E_URLS, REMOTES } from '@portal/e2e-support';

/** Tests that change what every other test sees (home page, plans, offices, payment runs, the shell's config). */
const ALONE = '**/*.alone.e2e.ts';
const FOLDERS = [
  { name: 'portal', testDir: './src' },
  ...REMOTES.map((remote) => ({ name: remote.project, testDir: `../${remote.project}/e2e` })),
];

/** Drives the whole product, started by the same script as `npm start`, on ports of its own and a fresh database. */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  outputDir: '../.cache/e2e/test-results',
  // Each file's tests run in order in one worker; files run side by side (ADR 052).
  fullyParallel: false,
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  retries: 0,
  forbidOnly: !!process.env['CI'],
  // A journey checks axe at two widths several times: 20 to 40 s on an idle two-core CI machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_URLS.shell,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env['CHROMIUM_PATH'] ?? chromium.path, args: chromium.args },
  },
  // One project for the portal as a whole and one per remote, whose tests live in its own folder
  // (`<remote>/e2e`; `npx nx e2e mf-admin` runs its team's tests alone). `setup` pays a claim before them;
  // each folder's `*.alone.e2e.ts` files change what every other test sees, so they run after all the
  // others, one at a time (ADR 052).
  projects: [
    { name: 'setup', testDir: './src/setup', testMatch: '*.setup.ts', use: { browserName: 'chromium' } },
    ...FOLDERS.map(({ name, testDir }) => ({
      name,
      testDir,
      testIgnore: ALONE,
      dependencies: ['setup'],
      use: { browserName: 'chromium' as const },
    })),
    ...FOLDERS.map(({ name, testDir }, index) => ({
      name: `${name}-alone`,
      testDir,
      testMatch: ALONE,
      workers: 1,
      dependencies: index === 0 ? FOLDERS.map((folder) => folder.name) : [`${FOLDERS[index - 1]?.name}-alone`],
      use: { browserName: 'chromium' as const },
    })),
  ],
  webServer: {
    // The runner's own Node (24 under npm scripts) runs the product too.
    command: `"${process.execPath}" ../tools/start/start.mjs`,
    cwd: import.meta.dirname,
    // The start script prints this once every service answers; the shell alone can be up before the API.
    wait: { stdout: /Provider portal ready in/ },
    env: E2E_ENV,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
  },
});
