import { expect, test, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isCompatibleContract } from '@portal/contracts';
import { E2E_URLS, mainNav, SHELL_CONFIG_FILE, signIn } from '@portal/e2e-support';
import release from '@portal/tools/versions/previous-release.json' with { type: 'json' };

// Issue 19 §6: a remote team and the shell team deploy apart, so each side must work beside the other's
// previous release (tools/versions/previous-release.json), or show the spec'd error panel: across a
// contract major, or when a remote needs a newer shared library than the shell has (ADR 031). The
// previous release's shell and mf-admin are built from git by tools/versions/build-previous-release.mjs.
const root = resolve(import.meta.dirname, '../..');
const REMOTE = 'mf-admin';
const previous = resolve(root, '.cache/compat', release.commit);
const todays = Object.fromEntries(
  Object.keys(release.singletons).map((name) => [
    name,
    (JSON.parse(readFileSync(resolve(root, `libs/${name}/package.json`), 'utf8')) as { version: string }).version,
  ]),
);
const servers: ChildProcess[] = [];
let shippedConfig = '';

/** Whether a host sharing `have` satisfies a remote asking for `^need` (versions 1.0.0 and up). */
const satisfiesCaret = (have: string, need: string) => {
  const [a, b, c] = have.split('.').map(Number);
  const [x, y, z] = need.split('.').map(Number);
  return a === x && (b > y || (b === y && c >= z));
};
type Outcome = 'works' | 'incompatible-contract' | 'needs-newer-host';
const outcome = (host: Record<string, string>, remote: Record<string, string>): Outcome =>
  !isCompatibleContract(release.contractVersion)
    ? 'incompatible-contract'
    : Object.keys(remote).every((name) => satisfiesCaret(host[name], remote[name]))
      ? 'works'
      : 'needs-newer-host';

const serve = async (args: string[], url: string) => {
  servers.push(spawn(process.execPath, [resolve(root, 'tools/serve-static.mjs'), ...args], { stdio: 'ignore' }));
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

/** An administrator signs in on the portal and opens mf-admin's home and a second screen, or meets the panel. */
const expectAdminScreens = async (page: Page, portal: string, expected: Outcome) => {
  await signIn(page, 'admin', undefined, `${portal}/`);
  await expect(page).toHaveURL(`${portal}/admin-home`);
  const retry = page.getByRole('button', { name: 'Retry' });
  if (expected === 'incompatible-contract') {
    await expect(page.getByRole('alert')).toContainText(/was built for version \d+\.\d+\.\d+ of the portal contract/);
  } else if (expected === 'needs-newer-host') {
    await expect(page.getByRole('alert').filter({ has: retry })).toContainText('This part of the portal could not be loaded');
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Approval Requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
    await expect(retry).toHaveCount(0);
  }
};

test.beforeAll(() => {
  test.setTimeout(120_000);
  execFileSync(process.execPath, [resolve(root, 'tools/versions/build-previous-release.mjs'), REMOTE], { stdio: 'inherit' });
  shippedConfig = readFileSync(SHELL_CONFIG_FILE, 'utf8');
});

test.afterAll(() => {
  if (shippedConfig) writeFileSync(SHELL_CONFIG_FILE, shippedConfig);
  for (const server of servers) server.kill();
});

test(`the previous release's mf-admin inside today's shell: ${outcome(todays, release.singletons)}`, async ({ page }) => {
  await serve(
    ['--dir', join(previous, REMOTE, 'dist'), '--port', new URL(E2E_URLS.redeployed).port, '--cors'],
    `${E2E_URLS.redeployed}/mf-manifest.json`,
  );
  const config = JSON.parse(shippedConfig) as { remotes: Record<string, string> };
  config.remotes['admin'] = `${E2E_URLS.redeployed}/mf-manifest.json`;
  writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(config, null, 2));
  const served = page.waitForResponse(`${E2E_URLS.redeployed}/mf-manifest.json`);

  await expectAdminScreens(page, E2E_URLS.shell, outcome(todays, release.singletons));
  expect((await served).ok()).toBe(true);
});

test(`today's remotes inside the previous release's shell: ${outcome(release.singletons, todays)}`, async ({ page }) => {
  // Served where the identity service accepts a portal's sign-in (mf-admin's team portal), with today's config.json.
  const portal = E2E_URLS.teamPortal('admin');
  const configFile = resolve(previous, 'shell-config.json');
  writeFileSync(
    configFile,
    JSON.stringify({ ...JSON.parse(shippedConfig), redirectUri: `${portal}/auth/callback`, postLogoutRedirectUri: `${portal}/` }),
  );
  await serve(
    ['--dir', join(previous, 'shell/dist'), '--port', new URL(portal).port, '--spa', '--config', configFile],
    `${portal}/config.json`,
  );

  await expectAdminScreens(page, portal, outcome(release.singletons, todays));
});
