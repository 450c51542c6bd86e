// What the benchmarks share: a throwaway database, the built API started against it, a local token
// issuer the API trusts, and a load loop that reports latency percentiles.
import { spawn } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { resolve } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '../..');

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One HTTP call on kept-alive sockets, resolving to its status once the body is read. Lighter than
 * fetch: the load generator shares the machine with the API and PostgreSQL, so its CPU is theirs.
 */
export const httpCall = (url, { method = 'GET', headers = {}, body } = {}) =>
  new Promise((ok, fail) => {
    const call = request(url, { method, headers, agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => ok(response.statusCode));
      response.on('error', fail);
    });
    call.on('error', fail);
    call.end(body);
  });

const listen = (server) => new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server.address().port)));

/** DATABASE_URL, or exit with how to set it: every benchmark runs on a PostgreSQL database it may fill. */
export function benchDatabaseUrl(example) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(`Set DATABASE_URL to a throwaway PostgreSQL database, e.g. ${example}`);
    process.exit(2);
  }
  return url;
}

export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
}

export function run(args, env) {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** Creates the database if missing, migrates it and adds the demo data (both idempotent). */
export async function prepareDatabase(databaseUrl) {
  await ensureDatabase(databaseUrl);
  const env = { DATABASE_URL: databaseUrl };
  await run(['services/api/dist/cli.js', 'migrate'], env);
  await run(['services/api/dist/cli.js', 'seed-demo'], env);
}

/**
 * A JWKS issuer on a free port that says every session stands (the API asks, as it asks the identity
 * service); `token(claims)` signs an access token the API accepts.
 */
export async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else if (req.url === '/jwks') res.end(JSON.stringify({ keys: [jwk] }));
    else if (req.url.startsWith('/session-state/')) res.end(JSON.stringify({ active: true }));
    else res.writeHead(404).end('{}');
  });
  issuer = `http://127.0.0.1:${await listen(server)}`;
  const audience = 'urn:bench:api';
  const token = ({ sub, ...claims }) =>
    new SignJWT({ gid: `bench-grant-${sub}`, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setSubject(sub)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(privateKey);
  return { server, issuer, audience, token };
}

/**
 * The built API (services/api/dist) on a free port; resolves once /api/health answers. The per-provider
 * limits stay on (their counting is part of the measured path) but far above the load one provider makes.
 */
export async function startApi(env) {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((ok) => probe.close(ok));
  // e.g. BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=.data/profiles' to profile the API under load.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', './services/api/dist/instrument.js', 'services/api/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        CLAIM_SUBMISSIONS_PER_HOUR: '1000000000',
        MEMBER_SEARCHES_PER_HOUR: '1000000000',
        ...env,
        API_PORT: String(port),
        // Beside a running `npm start`, whose API holds the default operator port.
        METRICS_PORT: '0',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
    await new Promise((ok) => setTimeout(ok, 300));
  }
  child.kill();
  throw new Error('The API did not start');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const summary = (latencies, failures, seconds) => {
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
};

/**
 * Runs `count` calls with `concurrency` in flight, the i-th being `calls[i % calls.length](i)` (an
 * async function returning true when the call succeeded); returns, for each of `calls`, calls/s,
 * failures and p50/p95/p99 latency in ms. Interleaved calls meet the same conditions, so their
 * latencies compare fairly.
 */
export async function measureInterleaved(count, concurrency, calls) {
  const latencies = calls.map(() => []);
  const failures = calls.map(() => 0);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const kind = i % calls.length;
        const t0 = performance.now();
        if (!(await calls[kind](i))) failures[kind] += 1;
        latencies[kind].push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return calls.map((_, kind) => summary(latencies[kind], failures[kind], seconds));
}

/** `measureInterleaved` of one call. */
export async function measure(count, concurrency, call) {
  const [result] = await measureInterleaved(count, concurrency, [call]);
  return result;
}

/** `[#########.........]  450,000 / 1,000,000` on one line (a TTY), or a line per step. */
export function progressBar(label, total) {
  const width = 30;
  return (done) => {
    const filled = Math.round((done / total) * width);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-CA')} / ${total.toLocaleString('en-CA')}`;
    if (process.stdout.isTTY) process.stdout.write(`\r${line}${done >= total ? '\n' : ''}`);
    else console.log(line);
  };
}
