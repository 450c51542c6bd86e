import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';

// `npm run test:affected` runs the targets of the projects Nx finds affected: this pins what a change
// in each kind of folder reaches (the projects' implicit dependencies and imports).
const root = resolve(import.meta.dirname, '../..');
const affectedBy = (file) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [realpathSync(resolve(root, 'node_modules/.bin/nx')), 'show', 'projects', '--affected', `--files=${file}`, '--json'],
      {
        cwd: root,
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
        encoding: 'utf8',
      },
    ),
  ).sort();

/** Each case starts Nx once (about 2 s). */
const NX_TIMEOUT = 30_000;
const REMOTES = ['mf-admin', 'mf-claims-admin', 'mf-provider', 'mf-superadmin'];
const REMOTE_SUITES = REMOTES.map((remote) => `${remote}-e2e`);

describe('what a change runs', () => {
  it(
    'a change inside a remote runs that remote and its own Playwright suite, nothing else',
    () => {
      expect(affectedBy('mf-admin/src/approvals/approvals-filters.tsx')).toEqual(['mf-admin', 'mf-admin-e2e']);
    },
    NX_TIMEOUT,
  );

  it(
    "a change to a remote's tests runs only its suite",
    () => {
      expect(affectedBy('mf-provider/e2e/dashboard.e2e.ts')).toEqual(['mf-provider-e2e']);
    },
    NX_TIMEOUT,
  );

  it(
    'a change in the contracts runs every remote, the shell, the services and every suite',
    () => {
      const affected = affectedBy('libs/contracts/src/roles.ts');
      expect(affected).toEqual(expect.arrayContaining([...REMOTES, ...REMOTE_SUITES, 'shell', 'api', 'identity', 'e2e']));
    },
    NX_TIMEOUT,
  );

  it(
    'a change in the shared test support runs every suite but no app',
    () => {
      expect(affectedBy('e2e/src/support/sign-in.ts')).toEqual(['e2e', 'e2e-support', ...REMOTE_SUITES].sort());
    },
    NX_TIMEOUT,
  );

  it(
    'a change in the API runs the API, the domains whose database suites boot it, and every e2e suite, not the remotes',
    () => {
      const domains = ['audit', 'claims', 'content', 'payments', 'plans', 'providers', 'worker'];
      expect(affectedBy('services/api/src/main.ts')).toEqual(['api', ...domains, 'e2e', ...REMOTE_SUITES].sort());
    },
    NX_TIMEOUT,
  );
});
