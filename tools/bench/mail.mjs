// Mail outbox benchmark (ADR 022): not part of any test run.
//
//   npm run build                          # the bench runs the built API (migrations) and worker
//   npm run bench:mail [-- messages]       # default 20,000; DATABASE_URL defaults to .../mail_bench
//
// On a throwaway PostgreSQL database (created if missing, migrated by the API's cli.js), with an
// in-process SMTP server (smtp-server) recording every Message-ID, prints:
//   1. throughput: N queued messages drained by one worker process, e-mails/s beside the target;
//   2. a crash run: a worker is killed with SIGKILL mid-drain and another started; no message may be
//      lost, and the re-sends (duplicate Message-IDs) are at most the batch the killed worker had in flight.
// Worker settings (MAIL_BATCH_SIZE, SMTP_POOL_CONNECTIONS, ...) pass through from the environment.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { ensureDatabase, root, run } from './bench-support.mjs';

const TARGET_PER_SECOND = 1000;
const MESSAGES = Number(process.argv[2] ?? 20_000);
const BATCH_SIZE = Number(process.env.MAIL_BATCH_SIZE ?? 500);
// The killed worker's rows come back when its lease runs out: short, so the crash run does not wait long.
const CRASH_LEASE_SECONDS = 10;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mail_bench';

const freePort = () =>
  new Promise((ok) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });

/** An SMTP server that accepts everything and counts each Message-ID it receives. */
async function startSmtpServer() {
  const received = new Map();
  let total = 0;
  let first = 0;
  let last = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^Message-ID: <([^@>]+)@/im.exec(head)?.[1] ?? '(none)';
        received.set(id, (received.get(id) ?? 0) + 1);
        total += 1;
        last = performance.now();
        first ||= last;
        callback();
      });
    },
  });
  // The crash run kills the worker with SIGKILL: its pooled connections reset, which is expected here.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  const port = await freePort();
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stats: () => ({ total, distinct: received.size, first, last }),
    reset() {
      received.clear();
      total = first = last = 0;
    },
    close: () => new Promise((ok) => server.close(ok)),
  };
}

function startWorker(env) {
  const child = spawn(process.execPath, ['services/worker/dist/main.js'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, READJUDICATION_INTERVAL_SECONDS: '3600', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal })));
  return { child, exited };
}

async function queueMessages(pool, count) {
  await pool.query('truncate mail_outbox');
  await pool.query(
    `insert into mail_outbox (id, "to", subject, text, html)
     select gen_random_uuid(), 'member' || g || '@bench.test', 'Explanation of benefits for claim CPP110' || g,
            repeat('Your claim was adjudicated. ', 40), '<p>' || repeat('Your claim was adjudicated. ', 40) || '</p>'
     from generate_series(1, $1) as g`,
    [count],
  );
}

const unsent = async (pool) => Number((await pool.query('select count(*) from mail_outbox where sent_at is null')).rows[0].count);

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function stop(worker) {
  const t0 = performance.now();
  worker.child.kill('SIGTERM');
  const { code } = await worker.exited;
  return { code, ms: Math.round(performance.now() - t0) };
}

async function main() {
  await ensureDatabase(databaseUrl);
  await run(['services/api/dist/cli.js', 'migrate'], { DATABASE_URL: databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const smtp = await startSmtpServer();
  const env = { SMTP_URL: smtp.url, MAIL_BATCH_SIZE: String(BATCH_SIZE) };
  try {
    console.log(
      `\n1. Throughput: ${MESSAGES.toLocaleString('en')} messages, one worker (batch ${BATCH_SIZE}, SMTP pool ${process.env.SMTP_POOL_CONNECTIONS ?? 8} connections)`,
    );
    await queueMessages(pool, MESSAGES);
    const t0 = performance.now();
    const worker = startWorker({ ...env, METRICS_PORT: String(await freePort()) });
    await waitFor(async () => (await unsent(pool)) === 0, 600_000, 'the outbox to drain');
    const drained = performance.now();
    const { first, last, total, distinct } = smtp.stats();
    const stopped = await stop(worker);
    const rate = Math.round((total / (last - first)) * 1000);
    console.log(
      `   received ${total.toLocaleString('en')} (${distinct.toLocaleString('en')} distinct) in ${((last - first) / 1000).toFixed(1)} s`,
    );
    console.log(
      `   ${rate.toLocaleString('en')} e-mails/s (target >= ${TARGET_PER_SECOND.toLocaleString('en')}/s) ${rate >= TARGET_PER_SECOND ? 'OK' : 'BELOW TARGET'}`,
    );
    console.log(
      `   start to outbox empty: ${((drained - t0) / 1000).toFixed(1)} s (includes the worker's start-up); SIGTERM to exit: ${stopped.ms} ms, code ${stopped.code}`,
    );

    console.log(`\n2. Crash: SIGKILL mid-drain, then another worker (lease ${CRASH_LEASE_SECONDS} s)`);
    smtp.reset();
    await queueMessages(pool, MESSAGES);
    const crashEnv = { ...env, MAIL_LEASE_SECONDS: String(CRASH_LEASE_SECONDS), METRICS_PORT: String(await freePort()) };
    const doomed = startWorker(crashEnv);
    await waitFor(async () => smtp.stats().total >= MESSAGES / 3, 300_000, 'a third of the messages');
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const atKill = smtp.stats().total;
    const leased = Number(
      (await pool.query('select count(*) from mail_outbox where sent_at is null and leased_until > now()')).rows[0].count,
    );
    console.log(`   killed after ${atKill.toLocaleString('en')} received; ${leased} rows still leased by it`);
    const successor = startWorker(crashEnv);
    await waitFor(async () => (await unsent(pool)) === 0, 600_000, 'the outbox to drain after the crash');
    await stop(successor);
    const ids = (await pool.query('select id from mail_outbox')).rows.map((row) => row.id);
    const lost = ids.filter((id) => !smtp.received.has(id)).length;
    const { total: crashTotal } = smtp.stats();
    const resent = crashTotal - smtp.received.size;
    console.log(`   lost: ${lost} of ${ids.length.toLocaleString('en')} ${lost === 0 ? 'OK' : 'LOST MAIL'}`);
    console.log(
      `   re-sent (duplicate Message-IDs): ${resent}, bound: the in-flight batch (${BATCH_SIZE}) ${resent <= BATCH_SIZE ? 'OK' : 'ABOVE BOUND'}`,
    );
  } finally {
    await smtp.close();
    await pool.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
