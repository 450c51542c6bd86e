// Small reads benchmark (docs/performance.md, issue 19 §5): not part of any test run.
//
//   npm run build                        # the bench drives the built API (services/api/dist)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/reads_bench npm run bench:reads [-- requests]
//
// Creates the database if missing, migrates and demo-seeds it, adds members up to 100,000 (a third
// with a dependent, set-based), starts the API trusting a local token issuer, then measures through
// HTTP at 20 connections, one read after the other: GET /api/health (the yardstick: no token, one
// `select 1`), /api/plans, /api/plans/{n}, /api/coverages, /api/provider/{id} (the demo provider
// reading its own profile, then an Administrator, whose unmasked read is audited) and member search
// (GET /api/member as the demo provider, half by id, half by name prefix, each found member an
// audited read). /api/health is measured before the first read and after each one; each read's
// yardstick is the mean of the two health runs beside it (the machine is shared). Prints for each read p50/p95, requests/s and its ratio to /api/health beside the target
// (>= 50%), and exits 1 when one misses. The database is a throwaway. BENCH_READS=<pattern> measures
// only the reads whose label matches (with BENCH_API_NODE_ARGS='--cpu-prof …', to profile one). The
// machine's 1-minute load average before and after the runs is printed: the figures mean little without it.
// BENCH_WAITS=1 adds, under each read, what the database's active sessions waited for meanwhile.
import { loadavg } from 'node:os';
import pg from 'pg';
import { benchDatabaseUrl, httpCall, measure, prepareDatabase, startApi, startIssuer } from './bench-support.mjs';

const TARGET_MEMBERS = 100_000;
const CONNECTIONS = 20;
const REQUESTS = Number(process.argv[2] ?? 4000);
const WARM_UP = 300;
const TARGET_RATIO = 0.5;
const PROVIDER_ID = '3f8a1c52-7d1e-4b6a-9c01-000000000001';
const PLAN_NUMBERS = ['110', '247-01', '300', '420'];
const databaseUrl = benchDatabaseUrl('postgres://postgres@127.0.0.1:5432/reads_bench');

const FIRST = ['Alice', 'Bob', 'Chloe', 'David', 'Emma', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jules', 'Karim', 'Lea'];
const LAST = ['Martin', 'Tremblay', 'Roy', 'Gagnon', 'Cote', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin'];

/** Bench members 400000001…, with names like member-search.mjs's, a third with a dependent. */
async function seedMembers(db) {
  const { rows } = await db.query(`select count(*)::int as n from member where member_id between '400000001' and '400100000'`);
  const missing = TARGET_MEMBERS - rows[0].n;
  if (missing <= 0) return;
  console.log(`Adding ${missing.toLocaleString('en-CA')} members...`);
  await db.query(
    `insert into member (member_id, plan, firstname, lastname, dob)
     select lpad((400000000 + g)::text, 9, '0'), (array['110','300','420'])[1 + g % 3],
            ($1::text[])[1 + g % array_length($1::text[], 1)] || (g % 97)::text,
            ($2::text[])[1 + (g / 7) % array_length($2::text[], 1)] || (g % 101)::text,
            date '1950-01-01' + (g % 20000)
     from generate_series(1, $3::int) g
     on conflict (member_id) do nothing`,
    [FIRST, LAST, TARGET_MEMBERS],
  );
  await db.query(
    `insert into dependent (member_id, patient_id, first_name, last_name, relationship, gender, date_of_birth)
     select m.id, '01', 'Dep' || m.id, m.lastname, 'Child', 'F', date '2010-01-01'
     from member m where m.member_id between '400000001' and '400100000' and m.id % 3 = 0
       and not exists (select 1 from dependent d where d.member_id = m.id)`,
  );
  await db.query('vacuum analyze member');
  await db.query('vacuum analyze dependent');
}

/** A member search: odd calls by id, even ones by first and last name prefix (a handful of matches). */
const memberQuery = (i) => {
  const g = 1 + ((i * 7919) % TARGET_MEMBERS);
  return i % 2
    ? `memberId=${400000000 + g}`
    : `firstname=${FIRST[g % FIRST.length]}${g % 97}&lastname=${LAST[Math.floor(g / 7) % LAST.length]}${g % 101}`;
};

/**
 * BENCH_WAITS=1: what the database's active sessions wait for during each read, sampled from
 * pg_stat_activity every 100 ms (a lock, the WAL flush, or nothing: running).
 */
async function waitSampler(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async during(work) {
      const counts = new Map();
      let sampling = true;
      const loop = (async () => {
        while (sampling) {
          const { rows } = await client.query(
            `select coalesce(wait_event_type || ':' || wait_event, 'running') as wait, count(*)::int as n
             from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
             group by 1`,
          );
          for (const { wait, n } of rows) counts.set(wait, (counts.get(wait) ?? 0) + n);
          await new Promise((ok) => setTimeout(ok, 100));
        }
      })();
      const result = await work();
      sampling = false;
      await loop;
      const total = [...counts.values()].reduce((a, b) => a + b, 0) || 1;
      const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
      return { result, waits: top.map(([wait, n]) => `${wait} ${Math.round((n / total) * 100)}%`).join(', ') };
    },
    end: () => client.end(),
  };
}

const fmt = (r) =>
  `p50 ${r.p50.toFixed(1).padStart(5)} ms  p95 ${r.p95.toFixed(1).padStart(5)} ms  ${r.perSecond.toFixed(0).padStart(5)}/s`;

await prepareDatabase(databaseUrl);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await seedMembers(db);
const [{ members }] = (await db.query('select count(*)::int as members from member')).rows;
await db.end();

const issuer = await startIssuer();
const api = await startApi({ DATABASE_URL: databaseUrl, OIDC_ISSUER: issuer.issuer, API_AUDIENCE: issuer.audience });
try {
  const provider = await issuer.token({ sub: 'bench-provider', role: 'Provider', username: 'provider', providerId: PROVIDER_ID });
  const admin = await issuer.token({ sub: 'bench-admin', role: 'Administrator', username: 'admin' });
  const get = (token, path) => (i) =>
    httpCall(`${api.base}${typeof path === 'function' ? path(i) : path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }).then((status) => status === 200);

  const allReads = [
    ['GET /api/plans (Provider)', get(provider, '/plans')],
    ['GET /api/plans/{n} (Provider)', get(provider, (i) => `/plans/${PLAN_NUMBERS[i % PLAN_NUMBERS.length]}`)],
    ['GET /api/coverages (Provider)', get(provider, '/coverages')],
    ['GET /api/provider/{id} (own, Provider)', get(provider, `/provider/${PROVIDER_ID}`)],
    ['GET /api/provider/{id} (Administrator)', get(admin, `/provider/${PROVIDER_ID}`)],
    ['GET /api/member?… (Provider)', get(provider, (i) => `/member?${memberQuery(i)}`)],
  ];
  // BENCH_READS=member (a pattern over the labels) measures some reads only, e.g. to profile one.
  const only = process.env.BENCH_READS ? new RegExp(process.env.BENCH_READS, 'i') : null;
  const reads = allReads.filter(([label]) => !only || only.test(label));
  const health = get(null, '/health');

  // Every call once first, so a broken read fails loudly rather than as a fast error.
  for (const [label, call] of [['GET /api/health', health], ...reads])
    if (!(await call(0))) throw new Error(`${label} did not answer 200`);
  // Warm-up: the API's first requests compile and optimise its code.
  await measure(WARM_UP, CONNECTIONS, health);
  for (const [, call] of reads) await measure(WARM_UP, CONNECTIONS, call);

  const loadBefore = loadavg()[0];
  // /api/health before and after each read: the machine is shared, so each read is compared with the
  // mean of the two health runs beside it rather than with one measured minutes apart.
  const healths = [await measure(REQUESTS, CONNECTIONS, health)];
  const results = [];
  const sampler = process.env.BENCH_WAITS ? await waitSampler(databaseUrl) : null;
  for (const [label, call] of reads) {
    const { result, waits } = sampler
      ? await sampler.during(() => measure(REQUESTS, CONNECTIONS, call))
      : { result: await measure(REQUESTS, CONNECTIONS, call), waits: null };
    results.push([label, result, waits]);
    healths.push(await measure(REQUESTS, CONNECTIONS, health));
  }
  await sampler?.end();

  let missed = healths.some((h) => h.failures > 0);
  const lines = results.map(([label, r, waits], i) => {
    const yardstick = (healths[i].perSecond + healths[i + 1].perSecond) / 2;
    const ratio = r.perSecond / yardstick;
    const ok = r.failures === 0 && ratio >= TARGET_RATIO;
    missed ||= !ok;
    return `   ${label.padEnd(40)} ${fmt(r)}  ${(ratio * 100).toFixed(0).padStart(3)}% of health (${yardstick.toFixed(0)}/s)  ${ok ? 'meets' : 'MISSES'}${r.failures ? ` (${r.failures} failed)` : ''}${waits ? `\n      database sessions: ${waits}` : ''}`;
  });
  const rates = healths.map((h) => h.perSecond);
  const p50s = healths.map((h) => h.p50);
  console.log(`
Small reads, ${REQUESTS} requests each at ${CONNECTIONS} connections (${members.toLocaleString('en-CA')} members), load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after:
   ${'GET /api/health (runs between the reads)'.padEnd(40)} p50 ${Math.min(...p50s).toFixed(1)}-${Math.max(...p50s).toFixed(1)} ms, ${Math.min(...rates).toFixed(0)}-${Math.max(...rates).toFixed(0)}/s over ${healths.length} runs
${lines.join('\n')}
   target: each read >= ${TARGET_RATIO * 100}% of /api/health's requests/s (the mean of the health runs just before and after it), no failures`);
  if (missed) process.exitCode = 1;
} finally {
  api.child.kill();
  issuer.server.close();
}
