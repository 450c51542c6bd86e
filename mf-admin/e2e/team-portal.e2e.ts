import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_ENV, E2E_URLS, SHELL_CONFIG_FILE, mainNav, signIn } from '@portal/e2e-support';

// `npx nx serve mf-admin` on a copy of the remote: the team's portal signs in, shows the remote from
// source inside the built shell, and reloads when the team edits a string.
const root = resolve(import.meta.dirname, '../..');
const work = resolve(root, '.cache/e2e/team-portal/mf-admin');
const portal = E2E_URLS.teamPortal('admin');
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(resolve(root, 'mf-admin/src'), join(work, 'src'), { recursive: true });
  writeFileSync(
    join(work, 'rspack.config.mjs'),
    `import { webConfig } from ${JSON.stringify(resolve(root, 'tools/rspack/web.config.mjs'))};\nexport default webConfig({ projectDir: import.meta.dirname });\n`,
  );
  server = spawn(
    process.execPath,
    [resolve(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve', '-c', 'rspack.config.mjs', '--mode', 'development'],
    {
      cwd: work,
      env: { ...process.env, ...E2E_ENV, PORTAL_CONFIG: SHELL_CONFIG_FILE },
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (
      await fetch(`${portal}/remote/mf-manifest.json`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${portal} did not start`);
});

test.afterAll(() => {
  server?.kill();
});

test("a remote team's portal runs the remote from source inside the built shell and reloads on a change", async ({ page }) => {
  await signIn(page, 'admin', undefined, `${portal}/`);
  await expect(page).toHaveURL(`${portal}/admin-home`);
  await mainNav(page).getByRole('link', { name: 'Approval Requests' }).click();
  await expect(page.getByText('View / Approve requests for change')).toBeVisible();

  const strings = join(work, 'src/i18n/en.ts');
  writeFileSync(
    strings,
    readFileSync(strings, 'utf8').replace("'View / Approve requests for change'", "'Edited by the mf-admin team'"),
  );
  await expect(page.getByText('Edited by the mf-admin team')).toBeVisible({ timeout: 20_000 });
});
