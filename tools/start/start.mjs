// `npm start`: builds what is missing, starts the embedded database (unless DATABASE_URL is set),
// migrates as the owner and seeds, then runs identity, API, the worker (mail, re-adjudication), shell
// and the four remotes (as the runtime role: docs/notes-audit-roles.md) until Ctrl-C.
import { realpathSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { REMOTES } from '../remotes.mjs';
import { assertPortsFree, run, startAndWaitForLine, startProcess, stopAll, waitForHttp } from './processes.mjs';
import { readSettings, shellRuntimeConfig, workspaceRoot } from './settings.mjs';

const node = process.execPath;
const at = (...path) => resolve(workspaceRoot, ...path);
const webApps = [
  { name: 'shell', dir: 'shell', port: 'shell' },
  ...REMOTES.map((remote) => ({ name: remote.project, dir: remote.project, port: remote.name })),
];

const started = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the portal...');
  await stopAll(started);
  process.exit(code);
}

async function main() {
  const t0 = performance.now();
  const settings = readSettings();
  const { ports, urls } = settings;
  const needed = Object.entries(ports).filter(([name]) => name !== 'embeddedDb' || !settings.databaseUrl);
  await assertPortsFree(Object.fromEntries(needed));

  if (settings.build) {
    await run(
      'build',
      node,
      [
        realpathSync(at('node_modules/.bin/nx')),
        'run-many',
        '-t',
        'build',
        '--parallel=2',
        '-p',
        'api',
        'identity',
        'worker',
        ...webApps.map((a) => a.name),
      ],
      { env: { NX_TUI: 'false' } },
    );
  }

  let { databaseUrl, migrationDatabaseUrl } = settings;
  if (!databaseUrl) {
    const db = await startAndWaitForLine(
      'embedded-db',
      node,
      [at('services/api/dist/embedded-db.js')],
      /embedded-db ready (\S+) owner (\S+)/,
      {
        env: { EMBEDDED_DB_DIR: settings.embeddedDbDir, EMBEDDED_DB_PORT: String(ports.embeddedDb) },
      },
    );
    started.push(db);
    [, databaseUrl, migrationDatabaseUrl] = db.match;
  }

  const demoAccounts = [];
  const portals = [urls.shell, ...urls.teamPortals];
  const common = {
    DATABASE_URL: databaseUrl,
    OIDC_ISSUER: urls.issuer,
    API_AUDIENCE: urls.api,
  };
  const identityEnv = {
    ...common,
    IDENTITY_PORT: String(ports.identity),
    METRICS_PORT: String(ports.identityMetrics),
    PORTAL_REDIRECT_URIS: portals.map((origin) => `${origin}/auth/callback`).join(','),
    PORTAL_POST_LOGOUT_REDIRECT_URIS: portals.map((origin) => `${origin}/`).join(','),
  };
  const apiEnv = {
    ...common,
    API_PORT: String(ports.api),
    METRICS_PORT: String(ports.apiMetrics),
    CORS_ORIGINS: portals.join(','),
  };
  const workerEnv = { DATABASE_URL: databaseUrl, METRICS_PORT: String(ports.workerMetrics), METRICS_HOST: '127.0.0.1' };

  const asOwner = migrationDatabaseUrl ? { MIGRATION_DATABASE_URL: migrationDatabaseUrl } : {};
  await run('api:migrate', node, [at('services/api/dist/cli.js'), 'migrate'], { env: { ...apiEnv, ...asOwner } });
  await run('identity:migrate', node, [at('services/identity/dist/cli.js'), 'migrate'], { env: { ...identityEnv, ...asOwner } });
  if (settings.seedDemo) {
    await run('api:seed', node, [at('services/api/dist/cli.js'), 'seed-demo'], { env: apiEnv });
    await run('identity:seed', node, [at('services/identity/dist/cli.js'), 'seed-demo'], {
      env: identityEnv,
      onLine: (line) => {
        const account = /^demo account: (.+)$/.exec(line);
        if (account) demoAccounts.push(account[1]);
      },
    });
  }

  const configFile = settings.shellConfigFile;
  await mkdir(dirname(configFile), { recursive: true });
  await writeFile(configFile, `${JSON.stringify(shellRuntimeConfig(settings), null, 2)}\n`);

  // As the images start them: tracing's instrumentation first (it does nothing without OTEL_EXPORTER_OTLP_ENDPOINT).
  const service = (name) => ['--import', at(`services/${name}/dist/instrument.js`), at(`services/${name}/dist/main.js`)];
  started.push(startProcess('identity', node, service('identity'), { env: identityEnv }));
  started.push(startProcess('api', node, service('api'), { env: apiEnv }));
  started.push(startProcess('worker', node, service('worker'), { env: workerEnv }));
  for (const app of webApps) {
    const args = [at('tools/serve-static.mjs'), '--dir', at(app.dir, 'dist'), '--port', String(ports[app.port])];
    args.push(...(app.name === 'shell' ? ['--spa', '--config', configFile] : ['--cors']));
    started.push(startProcess(app.name, node, args));
  }
  for (const { name, exited } of started) {
    exited.then(({ code, signal }) => {
      if (stopping) return;
      console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`);
      void shutdown(1);
    });
  }

  await Promise.all([
    waitForHttp(`${urls.issuer}/.well-known/openid-configuration`),
    waitForHttp(`${urls.api}/health`),
    waitForHttp(`${urls.workerMetrics}/readyz`),
    waitForHttp(`${urls.shell}/config.json`),
    ...Object.values(urls.remotes).map((u) => waitForHttp(u)),
  ]);

  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`
Provider portal ready in ${seconds} s (${settings.databaseUrl ? 'PostgreSQL from DATABASE_URL' : `embedded PostgreSQL in ${settings.embeddedDbDir}`})

  Portal (shell)    ${urls.shell}
  API               ${urls.api}   (OpenAPI: ${urls.api}/docs)
  Identity (OIDC)   ${urls.issuer}
  Worker (ops)      ${urls.workerMetrics}/metrics
  Remotes           ${Object.values(urls.remotes).join('\n                    ')}
${demoAccounts.length ? `\nDemo accounts (password Demo123!):\n${demoAccounts.map((a) => `  ${a}`).join('\n')}\n` : ''}
Press Ctrl-C to stop.`);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch(async (error) => {
  console.error(`\nnpm start failed: ${error.message}`);
  await shutdown(1);
});
