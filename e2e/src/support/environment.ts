import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(import.meta.dirname, '../../../.data/e2e-pglite');
// Each run starts from an empty embedded database, so the demo seed is what the tests see. Workers
// load this file too, while the database is running: only the runner process may wipe it.
const isRunner = process.env['TEST_WORKER_INDEX'] === undefined;
if (isRunner && !process.env['E2E_KEEP_DATA']) rmSync(dataDir, { recursive: true, force: true });

const ports = { shell: 4300, provider: 4301, admin: 4302, superadmin: 4303, claimsAdmin: 4304, api: 3100, identity: 3101, db: 5533 };

/** Ports of their own, so the suite runs beside a developer's `npm start`; the build step is an Nx cache hit after `npm run build`. */
export const E2E_ENV: Record<string, string> = {
  EMBEDDED_DB_DIR: dataDir,
  EMBEDDED_DB_PORT: String(ports.db),
  SHELL_PORT: String(ports.shell),
  MF_PROVIDER_PORT: String(ports.provider),
  MF_ADMIN_PORT: String(ports.admin),
  MF_SUPERADMIN_PORT: String(ports.superadmin),
  MF_CLAIMS_ADMIN_PORT: String(ports.claimsAdmin),
  API_PORT: String(ports.api),
  IDENTITY_PORT: String(ports.identity),
};

export const E2E_URLS = {
  shell: `http://localhost:${ports.shell}`,
  api: `http://localhost:${ports.api}/api`,
  issuer: `http://localhost:${ports.identity}`,
  remote: (name: 'provider' | 'admin' | 'superadmin' | 'claimsAdmin') => `http://localhost:${ports[name]}`,
};
