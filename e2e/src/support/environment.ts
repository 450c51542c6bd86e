import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import registry from '@portal/tools/remotes.json' with { type: 'json' };

const dataDir = resolve(import.meta.dirname, '../../../.data/e2e-postgres');
/** Where the worker process writes the suite's e-mails (`.eml`), read by `waitForMail`. */
export const MAIL_DIR = resolve(import.meta.dirname, '../../../.data/e2e-mail');
/** The shell's /config.json as the start script writes it: a test may redeploy a remote by editing it. */
export const SHELL_CONFIG_FILE = resolve(import.meta.dirname, '../../../.data/e2e-shell-config.json');
// Each run starts from an empty embedded database, so the demo seed is what the tests see. Workers
// load this file too, while the database is running: only the runner process may wipe it.
const isRunner = process.env['TEST_WORKER_INDEX'] === undefined;
if (isRunner && !process.env['E2E_KEEP_DATA']) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(MAIL_DIR, { recursive: true, force: true });
}

export const REMOTES = registry.remotes;
export type RemoteName = (typeof REMOTES)[number]['name'];

/** The suite's ports: the defaults + 100 (so it runs beside `npm start`), or + E2E_PORT_OFFSET. */
const offset = Number(process.env['E2E_PORT_OFFSET'] ?? 100);
const ports = {
  shell: 4200 + offset,
  api: 3000 + offset,
  identity: 3001 + offset,
  db: 5433 + offset,
  apiMetrics: 9464 + offset,
  identityMetrics: 9465 + offset,
  workerMetrics: 9466 + offset,
  redeployed: 4210 + offset,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port + offset])),
} as Record<
  'shell' | 'api' | 'identity' | 'db' | 'apiMetrics' | 'identityMetrics' | 'workerMetrics' | 'redeployed' | RemoteName,
  number
>;

/**
 * Ports of their own and a fresh embedded database; the build step is an Nx cache hit after `npm run build`.
 * Always the embedded server, also where `npm test` runs with DATABASE_URL (CI): Playwright adds this to
 * its own environment, and the product must not run on that shared server's database.
 */
export const E2E_ENV: Record<string, string> = {
  DATABASE_URL: '',
  EMBEDDED_DB_DIR: dataDir,
  EMBEDDED_DB_PORT: String(ports.db),
  SHELL_CONFIG_FILE,
  SHELL_PORT: String(ports.shell),
  API_PORT: String(ports.api),
  IDENTITY_PORT: String(ports.identity),
  API_METRICS_PORT: String(ports.apiMetrics),
  IDENTITY_METRICS_PORT: String(ports.identityMetrics),
  WORKER_METRICS_PORT: String(ports.workerMetrics),
  MAIL_DIR,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.portVariable, String(ports[remote.name])])),
  ...Object.fromEntries(REMOTES.map((remote) => [remote.devPortVariable, String(remote.devPort + offset)])),
};

export const E2E_URLS = {
  shell: `http://localhost:${ports.shell}`,
  api: `http://localhost:${ports.api}/api`,
  issuer: `http://localhost:${ports.identity}`,
  remote: (name: RemoteName) => `http://localhost:${ports[name]}`,
  /** A remote team's portal (`nx serve <remote>`). */
  teamPortal: (name: RemoteName) => `http://localhost:${(REMOTES.find((remote) => remote.name === name)?.devPort ?? 0) + offset}`,
  /** Where the redeploy test serves a new build of a remote. */
  redeployed: `http://localhost:${ports.redeployed}`,
};
