import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { E2E_URLS, SHELL_CONFIG_FILE, mainNav, signIn } from '@portal/e2e-support';

// Proof that a remote team ships a screen alone: a new build of mf-claims-admin adds a route, a side
// link and strings; it is deployed beside the running portal and config.json is pointed at it. The
// shell is not rebuilt: its files stay byte-for-byte the same.
const root = resolve(import.meta.dirname, '../..');
const work = resolve(root, '.cache/e2e/redeploy/mf-claims-admin');
const fixture = resolve(import.meta.dirname, '../fixtures/redeploy/mf-claims-admin');

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const fingerprint = (dir: string) =>
  Object.fromEntries(
    filesOf(dir).map((file) => [relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );

const buildNewRemote = () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(resolve(root, 'mf-claims-admin/src'), join(work, 'src'), { recursive: true });
  renameSync(join(work, 'src/remote.ts'), join(work, 'src/remote.shipped.ts'));
  renameSync(join(work, 'src/routes.tsx'), join(work, 'src/routes.shipped.tsx'));
  cpSync(join(fixture, 'src'), join(work, 'src'), { recursive: true });
  writeFileSync(
    join(work, 'rspack.config.mjs'),
    `import { webConfig } from ${JSON.stringify(resolve(root, 'tools/rspack/web.config.mjs'))};\nexport default webConfig({ projectDir: import.meta.dirname });\n`,
  );
  execFileSync(
    process.execPath,
    [resolve(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs', '--mode', 'production'],
    {
      cwd: work,
      stdio: 'pipe',
    },
  );
};

const waitFor = async (url: string) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer`);
};

let server: ChildProcess | undefined;
let shippedConfig = '';
let shellBefore: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shellBefore = fingerprint(resolve(root, 'shell/dist'));
  buildNewRemote();
  const port = new URL(E2E_URLS.redeployed).port;
  server = spawn(
    process.execPath,
    [resolve(root, 'tools/serve-static.mjs'), '--dir', join(work, 'dist'), '--port', port, '--cors'],
    { stdio: 'ignore' },
  );
  await waitFor(`${E2E_URLS.redeployed}/mf-manifest.json`);
  shippedConfig = readFileSync(SHELL_CONFIG_FILE, 'utf8');
  const config = JSON.parse(shippedConfig) as { remotes: Record<string, string> };
  config.remotes['claimsAdmin'] = `${E2E_URLS.redeployed}/mf-manifest.json`;
  writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(config, null, 2));
});

test.afterAll(() => {
  if (shippedConfig) writeFileSync(SHELL_CONFIG_FILE, shippedConfig);
  server?.kill();
});

test('a redeployed remote adds a route, a side link and strings the shell has never seen, without rebuilding the shell', async ({
  page,
}) => {
  await signIn(page, 'claimsadmin');
  await expect(page).toHaveURL(/\/claims-admin-home$/);
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Claims Admin Home',
    'View Providers',
    'Search Submissions',
    'Claims Reports',
  ]);
  await mainNav(page).getByRole('link', { name: 'Claims Reports' }).click();
  await expect(page).toHaveURL(/\/claims-admin-reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Claims Reports' })).toBeVisible();
  await expect(page.getByText('Monthly totals of submitted claims, by coverage.')).toBeVisible();

  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports des demandes' })).toBeVisible();
  await expect(page.getByText('Totaux mensuels des demandes soumises, par garantie.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Rapports des demandes' }),
  ).toBeVisible();

  // A deep link to the new route works too (the shell learns it before deciding on a 404).
  await page.goto('/claims-admin-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports des demandes' })).toBeVisible();

  const shellAfter = fingerprint(resolve(root, 'shell/dist'));
  expect(shellAfter).toEqual(shellBefore);
  const shellText = filesOf(resolve(root, 'shell/dist'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  for (const unseen of ['/claims-admin-reports', 'Claims Reports', 'Rapports des demandes'])
    expect(shellText).not.toContain(unseen);
});
