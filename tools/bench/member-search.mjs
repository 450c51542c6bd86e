// Member search benchmark (docs/performance.md): not part of any test run.
//
//   npx nx run-many -t build -p api      # the bench drives the built API (services/api/dist)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/member_bench node tools/bench/member-search.mjs [requests] [concurrency]
//
// Creates the database if missing, migrates and demo-seeds it, adds members up to 1,000,000 (a third
// with dependents), starts the API on a free port trusting a local throwaway token issuer, then runs
// `requests` searches (half by id, half by first and last name) through HTTP as the demo `provider`
// and prints p50/p95 latency and requests/s, plus the PostgreSQL plans of both queries.
// The database is a throwaway: point DATABASE_URL at one you can drop.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { benchDatabaseUrl, httpCall, measure, prepareDatabase, startApi, startIssuer } from './bench-support.mjs';

const TARGET_MEMBERS = 1_000_000;
const PROVIDER_ID = '3f8a1c52-7d1e-4b6a-9c01-000000000001';
const REQUESTS = Number(process.argv[2] ?? 2000);
const CONCURRENCY = Number(process.argv[3] ?? 8);
const databaseUrl = benchDatabaseUrl('postgres://postgres@127.0.0.1:5432/member_bench');

async function seedMembers(db) {
  const { rows } = await db.query('select count(*)::int as n from member');
  const missing = TARGET_MEMBERS - rows[0].n;
  if (missing <= 0) return;
  console.log(`Adding ${missing} members...`);
  const first = ['Alice', 'Bob', 'Chloe', 'David', 'Emma', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jules', 'Karim', 'Lea'];
  const last = ['Martin', 'Tremblay', 'Roy', 'Gagnon', 'Cote', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin'];
  await db.query(
    `insert into member (member_id, plan, firstname, lastname, dob, email)
     select lpad((100000000 + g)::text, 9, '0'), (array['110','300','420'])[1 + g % 3],
            ($1::text[])[1 + g % array_length($1::text[], 1)] || (g % 997)::text,
            ($2::text[])[1 + (g / 7) % array_length($2::text[], 1)] || (g % 1009)::text,
            date '1950-01-01' + (g % 20000), null
     from generate_series(1, $3::int) g
     on conflict (member_id) do nothing`,
    [first, last, missing],
  );
  await db.query(
    `insert into dependent (member_id, patient_id, first_name, last_name, relationship, gender, date_of_birth)
     select m.id, '01', 'Dep' || m.id, m.lastname, 'Child', 'F', date '2010-01-01'
     from member m where m.id % 3 = 0 and not exists (select 1 from dependent d where d.member_id = m.id)`,
  );
  await db.query('analyze member; analyze dependent');
}

async function explain(db) {
  for (const [label, sql, params] of [
    ['id', `select id from member where member_id = $1`, ['100500000']],
    [
      'name',
      `select id from member m where lower(m.lastname) like $1 escape '\\' and lower(m.firstname) like $2 escape '\\'
       order by lower(m.lastname), lower(m.firstname), m.member_id limit 50`,
      ['martin1%', 'alice1%'],
    ],
  ]) {
    const { rows } = await db.query(`explain (analyze, costs off) ${sql}`, params);
    console.log(`\nEXPLAIN ${label} search:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

async function load(base, token) {
  const urls = Array.from({ length: REQUESTS }, (_, i) => {
    const g = 1 + ((i * 7919) % TARGET_MEMBERS);
    return i % 2
      ? `${base}/member?memberId=${100000000 + g}`
      : `${base}/member?firstname=alice${g % 997}&lastname=martin${g % 1009}`;
  });
  const headers = { authorization: `Bearer ${token}`, 'x-request-id': randomUUID() };
  for (const url of urls.slice(0, 50)) await httpCall(url, { headers });
  return measure(urls.length, CONCURRENCY, async (i) => (await httpCall(urls[i], { headers })) === 200);
}

await prepareDatabase(databaseUrl);
const env = { DATABASE_URL: databaseUrl };
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await seedMembers(db);
await explain(db);
const issuer = await startIssuer();
const api = await startApi({ ...env, OIDC_ISSUER: issuer.issuer, API_AUDIENCE: issuer.audience });
try {
  const token = await issuer.token({ sub: 'bench-provider', role: 'Provider', username: 'provider', providerId: PROVIDER_ID });
  const result = await load(api.base, token);
  const { rows } = await db.query('select count(*)::int as n from member');
  console.log(
    `\n${REQUESTS} member searches (half by id, half by name) over ${rows[0].n} members, ${CONCURRENCY} concurrent, through HTTP:` +
      `\n  p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.perSecond.toFixed(0)} requests/s` +
      `, ${result.failures} non-200`,
  );
  if (result.failures) process.exitCode = 1;
} finally {
  api.child.kill();
  issuer.server.close();
  await db.end();
}
