import { resolve } from 'node:path';
import { REMOTES } from '../remotes.mjs';

export const workspaceRoot = resolve(import.meta.dirname, '../..');

const port = (env, name, fallback) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a TCP port, got "${raw}"`);
  return value;
};

const flag = (env, name) => {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${name} must be true or false, got "${raw}"`);
};

/** Everything `npm start` reads from the environment, validated before anything starts. */
export function readSettings(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  const ports = {
    api: port(env, 'API_PORT', 3000),
    identity: port(env, 'IDENTITY_PORT', 3001),
    shell: port(env, 'SHELL_PORT', 4200),
    ...Object.fromEntries(REMOTES.map((remote) => [remote.name, port(env, remote.portVariable, remote.port)])),
    embeddedDb: port(env, 'EMBEDDED_DB_PORT', 5433),
    /** Each service's operator port (/metrics, /livez, /readyz): its METRICS_PORT. */
    apiMetrics: port(env, 'API_METRICS_PORT', 9464),
    identityMetrics: port(env, 'IDENTITY_METRICS_PORT', 9465),
    workerMetrics: port(env, 'WORKER_METRICS_PORT', 9466),
  };
  /** Remote teams' portals (`npx nx serve <remote>`): not started by npm start, but allowed to sign in and call the API. */
  const devPorts = Object.fromEntries(REMOTES.map((remote) => [remote.name, port(env, remote.devPortVariable, remote.devPort)]));
  const url = (p) => `http://${host}:${p}`;
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
  // The owner's connection for the migrations; the services run as DATABASE_URL's role (docs/notes-audit-roles.md).
  const migrationDatabaseUrl = env.MIGRATION_DATABASE_URL || null;
  if (migrationDatabaseUrl && !databaseUrl)
    throw new Error('MIGRATION_DATABASE_URL needs DATABASE_URL (the runtime role) beside it');
  if (migrationDatabaseUrl && !/^postgres(ql)?:\/\//.test(migrationDatabaseUrl))
    throw new Error('MIGRATION_DATABASE_URL must be a postgres:// URL');
  return {
    ports,
    devPorts,
    databaseUrl,
    migrationDatabaseUrl,
    embeddedDbDir: resolve(workspaceRoot, env.EMBEDDED_DB_DIR || '.data/postgres'),
    shellConfigFile: resolve(workspaceRoot, env.SHELL_CONFIG_FILE || '.data/shell-config.json'),
    seedDemo: env.SEED_DEMO !== 'false',
    maintenance: flag(env, 'MAINTENANCE'),
    tollFreePhone: env.SUPPORT_TOLL_FREE || null,
    build: env.SKIP_BUILD !== 'true',
    urls: {
      shell: url(ports.shell),
      api: `${url(ports.api)}/api`,
      workerMetrics: url(ports.workerMetrics),
      issuer: url(ports.identity),
      /** Each remote team's portal (`npx nx serve <remote>`), which signs in and calls the API too. */
      teamPortals: REMOTES.map((remote) => url(devPorts[remote.name])),
      remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, `${url(ports[remote.name])}/mf-manifest.json`])),
    },
  };
}

/** The shell's /config.json for these settings (validated by the shell against runtimeConfigSchema). */
export function shellRuntimeConfig(settings) {
  const { urls } = settings;
  return {
    apiBaseUrl: urls.api,
    issuer: urls.issuer,
    clientId: 'portal-shell',
    redirectUri: `${urls.shell}/auth/callback`,
    postLogoutRedirectUri: `${urls.shell}/`,
    remotes: urls.remotes,
    maintenance: settings.maintenance,
    ...(settings.tollFreePhone ? { tollFreePhone: settings.tollFreePhone } : {}),
  };
}
