// `npm run test:production`: the production topology on this machine and the local PostgreSQL server
// (ADR 024). A throwaway database and roles; the migration Job's command, twice at once; the demo seed;
// nginx (deploy/nginx) in front of two API and two identity replicas, and two workers, all with NODE_ENV=production, production-only dependencies and throwaway
// keys. Then, through nginx: the claim journey in Chromium, the idempotency and approval races, and an
// API replica restarted under 100 claims/s. Prints a summary; exits 1 when a target is missed.
//
//   PRODUCTION_SERVER_URL  the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   SKIP_BUILD=true        use the existing dist folders
import { execFileSync, spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { assembleWebRoot } from '../../deploy/docker/assemble-web-root.mjs';
import { REMOTES } from '../remotes.mjs';
import { assertPortsFree, waitForHttp } from '../start/processes.mjs';
import { createThrowawayDatabase } from './database.mjs';
import { throwawayKeys } from './keys.mjs';
import { renderNginxConfig } from './nginx-config.mjs';
import { signInForToken } from './oidc-tokens.mjs';
import { approvalRace, idempotencyRace } from './races.mjs';
import { checkAll } from './kustomize-check.mjs';
import { claimsDuringRestart } from './rolling-restart.mjs';
import { prepareRuntimeLayout } from './runtime-layout.mjs';
import { startReplica, stopReplica } from './service-process.mjs';
import { READINESS, SERVICE_COMMAND, serviceEnvironments, topology } from './topology.mjs';

const workspace = resolve(import.meta.dirname, '../..');
const serverUrl = process.env['PRODUCTION_SERVER_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const t0 = performance.now();
const log = (line) => console.log(`[production ${((performance.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const results = [];
const record = (name, ok, text) => {
  results.push({ name, ok, text });
  log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${text}`);
};

const plan = topology();
const { ports, urls } = plan;
const services = ['api', 'identity', 'worker'];
const replicas = [];
let nginx;
let database;
let work;

async function main() {
  await assertPortsFree({
    portal: ports.portal,
    identityOrigin: ports.identityOrigin,
    ...Object.fromEntries(
      ['api', 'identity', 'apiMetrics', 'identityMetrics', 'workerMetrics'].flatMap((k) =>
        ports[k].map((p, i) => [`${k}${i}`, p]),
      ),
    ),
  });
  const manifests = checkAll();
  const manifestProblems = manifests.flatMap((m) => m.problems.map((p) => `${m.dir}: ${p}`));
  record(
    'Kubernetes manifests',
    manifestProblems.length === 0,
    manifestProblems.length
      ? manifestProblems.join('; ')
      : `${manifests.length} kustomizations render; probes, non-root, no inline secrets`,
  );
  work = await mkdtemp(join(tmpdir(), 'portal-production-run-'));
  await chmod(work, 0o755); // nginx's workers (nobody, when started as root) read the web root
  if (process.env['SKIP_BUILD'] !== 'true') {
    log('building (an Nx cache hit after npm run build)');
    execFileSync(
      process.execPath,
      [
        realpathSync(join(workspace, 'node_modules/.bin/nx')),
        'run-many',
        '-t',
        'build',
        '--parallel=2',
        '-p',
        ...services,
        'shell',
        ...REMOTES.map((r) => r.project),
      ],
      {
        cwd: workspace,
        stdio: 'inherit',
        env: { ...process.env, NX_TUI: 'false', NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      },
    );
  }

  const webRoot = join(work, 'web');
  // Precompressing every file (brotli at 11, as the image build does) takes a while: alongside the database work.
  const webRootReady = assembleWebRoot(webRoot, ['shell', ...REMOTES.map((r) => r.project)], workspace);
  const app = await prepareRuntimeLayout(services, log);
  database = await createThrowawayDatabase(serverUrl);
  log(`database ${database.names.database}, owner ${database.names.owner}, runtime role ${database.names.runtime}`);
  const keys = await throwawayKeys();
  const mailDir = join(work, 'mail');
  const env = serviceEnvironments(plan, { runtimeUrl: database.runtimeUrl, mailDir, keys });
  const serviceDir = (service) => join(app, 'services', service);
  const node = (service, args, extraEnv = {}) =>
    new Promise((resolvePromise, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: serviceDir(service),
        env: { PATH: process.env['PATH'], ...env[service], ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) =>
        code === 0 ? resolvePromise(output) : reject(new Error(`${service} ${args.join(' ')} failed (${code}):\n${output}`)),
      );
    });

  // The migration Job (deploy/kubernetes/base/migrate-job.yaml): API then identity, as the owner. Two at once, as two Jobs would.
  const migrationJob = async () => {
    const owner = { MIGRATION_DATABASE_URL: database.ownerUrl };
    return [await node('api', ['dist/cli.js', 'migrate'], owner), await node('identity', ['dist/cli.js', 'migrate'], owner)].join(
      '',
    );
  };
  const jobs = await Promise.all([migrationJob(), migrationJob()]);
  // Which Job applies which ledger depends on who takes the lock first; no migration may run twice.
  const applied = jobs.flatMap((output) =>
    [...output.matchAll(/^Applied (?:migrations: )?(.+)$/gm)].flatMap((m) => m[1].split(', ')),
  );
  const twice = applied.filter((name, i) => applied.indexOf(name) !== i);
  record(
    'migration Job ×2 at once',
    applied.length > 0 && twice.length === 0,
    `both succeeded; ${applied.length} migrations applied, ${twice.length} of them twice`,
  );
  await node('api', ['dist/cli.js', 'seed-demo']);
  await node('identity', ['dist/cli.js', 'seed-demo']);
  log('migrated and seeded');

  const startService = (service, i) => {
    const portEnv = {
      api: { API_PORT: String(ports.api[i]), METRICS_PORT: String(ports.apiMetrics[i]) },
      identity: { IDENTITY_PORT: String(ports.identity[i]), METRICS_PORT: String(ports.identityMetrics[i]) },
      worker: { METRICS_PORT: String(ports.workerMetrics[i]) },
    }[service];
    const replica = startReplica({
      name: `${service}-${i}`,
      cwd: serviceDir(service),
      args: SERVICE_COMMAND,
      env: { ...env[service], ...portEnv },
      logDir: work,
    });
    const port = { api: ports.api[i], identity: ports.identity[i], worker: ports.workerMetrics[i] }[service];
    return { replica, ready: waitForHttp(`http://127.0.0.1:${port}${READINESS[service]}`) };
  };
  const started = services.flatMap((service) => [0, 1].map((i) => ({ service, i, ...startService(service, i) })));
  replicas.push(...started);
  await Promise.all(started.map((s) => s.ready));
  log(`replicas ready: ${started.map((s) => s.replica.name).join(', ')}`);

  await webRootReady;
  await mkdir(join(webRoot, 'config'), { recursive: true });
  await writeFile(join(webRoot, 'config', 'config.json'), `${JSON.stringify(plan.shellConfig, null, 2)}\n`);
  const nginxConf = await renderNginxConfig(join(work, 'nginx'), {
    PORTAL_LISTEN: `127.0.0.1:${ports.portal}`,
    IDENTITY_LISTEN: `127.0.0.1:${ports.identityOrigin}`,
    WEB_ROOT: webRoot,
    API_SERVERS: ports.api.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join(' '),
    IDENTITY_SERVERS: ports.identity.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join(' '),
    IDENTITY_ORIGIN: urls.issuer,
    // Nobody on this machine is a trusted proxy: X-Forwarded-For from a client is ignored.
    TRUSTED_PROXY_CIDR: '192.0.2.1/32',
  });
  await mkdir(join(work, 'nginx-prefix'), { recursive: true });
  nginx = spawn('nginx', ['-c', nginxConf, '-p', join(work, 'nginx-prefix'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr.on('data', (chunk) => process.stderr.write(`nginx| ${chunk}`));
  await waitForHttp(`${urls.portal}/nginx-health`, 10_000);
  await waitForHttp(`${urls.issuer}/.well-known/openid-configuration`, 10_000);
  await waitForHttp(`${urls.api}/health`, 10_000);
  log(`nginx: portal ${urls.portal}, identity ${urls.issuer}`);

  const browser = spawnSyncPlaywright();
  record(
    'claim journey in Chromium (sign-in, claim, refresh, logout)',
    browser === 0,
    browser === 0 ? 'passed' : `Playwright exit code ${browser}`,
  );

  const db = new pg.Client({ connectionString: database.superuserUrl });
  await db.connect();
  try {
    const signIn = (username) => signInForToken({ issuer: urls.issuer, portal: urls.portal, username, password: 'Demo123!' });
    const [providerToken, adminToken, registrantToken] = await Promise.all([
      signIn('provider'),
      signIn('admin'),
      signIn('newuser'),
    ]);
    const { rows: offices } = await db.query(`select id from office where office_name = 'Harbour Clinic'`);
    const { rows: coverages } = await db.query('select id, name from coverage order by id');
    const chiropractic = coverages.find((c) => c.name === 'Chiropractic').id;
    const context = { api: urls.api, db, officeId: offices[0].id, coverageId: chiropractic };

    const idempotency = await idempotencyRace({ ...context, token: providerToken });
    record('idempotency race', idempotency.ok, idempotency.text);
    const approval = await approvalRace({ api: urls.api, registrantToken, adminToken, coverageIds: coverages.map((c) => c.id) });
    record('approval race', approval.ok, approval.text);

    const target = replicas.find((r) => r.service === 'api' && r.i === 0);
    const restart = async () => {
      const stoppedAt = Date.now();
      const { code, signal } = await stopReplica(target.replica);
      const down = Date.now() - stoppedAt;
      const again = startService('api', 0);
      Object.assign(target, again);
      await again.ready;
      return `api-0 got SIGTERM (exited ${signal ?? code} after ${down} ms) and was ready again ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s later`;
    };
    const load = await claimsDuringRestart({ ...context, token: providerToken, perSecond: 100, seconds: 15, restart });
    record('claims during a rolling restart', load.ok, load.text);

    const eob = await waitForOutbox(db, 30_000);
    record(
      'every explanation of benefits sent',
      eob.unsent === 0,
      `${eob.sent} sent, ${eob.unsent} unsent after ${eob.seconds} s (workers draining)`,
    );
  } finally {
    await db.end();
  }
}

function spawnSyncPlaywright() {
  try {
    execFileSync(
      process.execPath,
      [join(workspace, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'playwright.production.config.ts'],
      {
        cwd: join(workspace, 'e2e'),
        stdio: 'inherit',
        env: {
          ...process.env,
          PRODUCTION_PORTAL_URL: urls.portal,
          PRODUCTION_ISSUER: urls.issuer,
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        },
      },
    );
    return 0;
  } catch (error) {
    return error.status ?? 1;
  }
}

async function waitForOutbox(db, timeoutMs) {
  const started = Date.now();
  for (;;) {
    const { rows } = await db.query(
      `select count(*) filter (where sent_at is not null)::int as sent, count(*) filter (where sent_at is null)::int as unsent
       from mail_outbox where subject like 'Explanation of benefits%'`,
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (rows[0].unsent === 0 || Date.now() - started > timeoutMs) return { ...rows[0], seconds };
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function cleanUp(failed) {
  nginx?.kill('SIGQUIT');
  await Promise.all(replicas.map((r) => stopReplica(r.replica)));
  if (failed && work) {
    for (const r of replicas) {
      const text = await readFile(r.replica.logFile, 'utf8').catch(() => '');
      console.log(`\n--- ${r.replica.name} (last 40 lines) ---\n${text.split('\n').slice(-40).join('\n')}`);
    }
  }
  await database?.drop().catch((error) => console.error(`could not drop the throwaway database: ${error.message}`));
  if (work && !failed) await rm(work, { recursive: true, force: true });
  else if (work) log(`logs kept in ${work}`);
}

let failed = true;
try {
  await main();
  failed = results.some((r) => !r.ok);
} catch (error) {
  console.error(`\ntest:production could not finish: ${error.stack ?? error}`);
} finally {
  await cleanUp(failed);
}
console.log(`\n=== test:production summary (${((performance.now() - t0) / 1000).toFixed(0)} s) ===`);
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.text}`);
process.exit(failed ? 1 : 0);
