// Claim submission and search benchmark (docs/performance.md, issue 7): not part of any test run.
//
//   npm run build                        # the bench drives the built API (services/api/dist)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/claims_bench npm run bench:claims [-- submissions searches checks]
//
// Creates the database if missing, migrates and demo-seeds it, seeds claims (with their expense lines)
// up to 1,000,000 over two years and many providers, set-based, with a progress bar; starts the API
// trusting a local token issuer, then prints in one run:
//   1. POST /api/claims throughput and p50/p95/p99 at 20 connections through HTTP,
//   2. the same insert transaction done directly in SQL over 20 connections (and the API/SQL ratio),
//   3. GET /api/claims p50/p95 for a provider-scoped search, an admin-wide broad search, one by name, and the
//      admin-wide page 1 against page 1,000 (interleaved, under the same load),
//   4. a payment run of 100,000 accepted lines, on a database of its own (payment-run.mjs; measured first),
//   5. GET /api/coverage-check p50/p95/p99 for members with a heavy year (coverage-check.mjs),
// each beside its target, plus the PostgreSQL plans of the searches and of the coverage check's usage
// read. The database is a throwaway.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  benchDatabaseUrl,
  httpCall,
  measure,
  measureInterleaved,
  prepareDatabase,
  progressBar,
  startApi,
  startIssuer,
} from './bench-support.mjs';
import {
  benchCoverageCheck,
  CLAIMS_PER_YEAR,
  claimsThisYear,
  HEAVY_MEMBERS,
  heavyMemberId,
  seedHeavyMembers,
} from './coverage-check.mjs';
import { benchPaymentRun, formatPaymentRun, PAYMENT_RUN_LINES } from './payment-run.mjs';

const TARGET_CLAIMS = 1_000_000;
const SEED_BATCH = 50_000;
const BENCH_MEMBERS = 20_000;
const CONNECTIONS = 20;
const SUBMISSIONS = Number(process.argv[2] ?? 5000);
const SEARCHES = Number(process.argv[3] ?? 1000);
const COVERAGE_CHECKS = Number(process.argv[4] ?? 1000);
const SEARCH_CONCURRENCY = 8;
const PROVIDER_ID = '3f8a1c52-7d1e-4b6a-9c01-000000000001';
const databaseUrl = benchDatabaseUrl('postgres://postgres@127.0.0.1:5432/claims_bench');

const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const memberId = (n) => String(200_000_000 + (n % BENCH_MEMBERS)).padStart(9, '0');

/** Members the submissions are spread over (plan 110), so no member's history grows unrealistically. */
async function seedMembers(db) {
  await db.query(
    `insert into member (member_id, plan, firstname, lastname, dob)
     select lpad((200000000 + g)::text, 9, '0'), '110', 'Bench' || g, 'Member' || (g % 1000), date '1960-01-01' + (g % 15000)
     from generate_series(0, $1::int - 1) g
     on conflict (member_id) do nothing`,
    [BENCH_MEMBERS],
  );
}

/**
 * Claims up to TARGET_CLAIMS: a twentieth for the demo `provider`, the rest over 2,000 other
 * providers, submitted over the last two years, one to three lines each, all statuses.
 */
async function seedClaims(db) {
  const { rows } = await db.query('select count(*)::int as n from claim');
  const missing = TARGET_CLAIMS - rows[0].n;
  if (missing <= 0) return;
  const show = progressBar('Seeding claims', missing);
  const office = randomUUID();
  for (let done = 0; done < missing;) {
    const size = Math.min(SEED_BATCH, missing - done);
    await db.query('begin');
    await db.query(
      `with batch as (
         select g, nextval('claim_id_seq') as id from generate_series($1::int, $1::int + $2::int - 1) g
       ), inserted as (
         insert into claim (id, submission_id, idempotency_key, request_hash, record, member_id, provider_id, office_id,
           plan_number, health_office, first_name, last_name, date_of_birth, claim_amount_total, status, reasons,
           submitted_at, updated_at, provider_name, provider_number)
         select id, 'SEED' || id, 'seed-' || id, '', '{}', lpad((300000000 + g % 400000)::text, 9, '0'),
           case when g % 20 = 0 then $3::uuid else ('00000000-0000-4000-8000-' || lpad((g % 2000)::text, 12, '0'))::uuid end,
           $4::uuid, (array['110','777','300','420'])[1 + g % 4], 'Seed Clinic', 'First' || (g % 997), 'Last' || (g % 1009),
           date '1970-01-01' + (g % 15000), 20 + (g % 400), (array['A','A','A','P','R','E'])[1 + g % 6], '[]',
           now() - make_interval(secs => (g::bigint * 63072000 / $5::bigint)::int), now(), 'Seed Provider', 'P' || (g % 2000)
         from batch returning id
       )
       insert into expense (claim_id, expense_date, patient_name, dependant_no, coverage_type_id, coverage_name, amount, status, reasons)
       select i.id, current_date - (i.id % 700)::int, 'SEED PATIENT', '00', 11 + (i.id % 6)::int, 'Seed', 20 + (i.id % 400), 'A', '[]'
       from inserted i, generate_series(1, 1 + (i.id % 3)::int)`,
      [done, size, PROVIDER_ID, office, TARGET_CLAIMS],
    );
    await db.query('commit');
    done += size;
    show(done);
  }
}

/** The API's insert transaction, done directly: sequence, claim, lines, audit entry, outbox row. */
async function sqlSubmit(pool, i, office, coverageTypeId) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(`select nextval('claim_id_seq')::text as id`);
    const id = rows[0].id;
    await client.query(
      `insert into claim (id, submission_id, idempotency_key, request_hash, member_id, provider_id, office_id, plan_number,
         is_drawbridge_plan, provider_name, provider_number, business_id, business_name, health_office, first_name, last_name,
         date_of_birth, member_email, claim_amount_total, is_accident, accident_type, status, reasons, record, submitted_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, '110', false, 'Bench', 'P1', null, null, 'Harbour Clinic', 'Bench', 'Member',
         '1970-01-01', 'bench@example.test', 42, false, null, 'A', '[]', $8::jsonb, now(), now())
       on conflict (provider_id, idempotency_key) do nothing returning id`,
      [
        id,
        `SQL${id}`,
        randomUUID(),
        'x'.repeat(64),
        memberId(i),
        PROVIDER_ID,
        office,
        JSON.stringify({ Submissionid: `SQL${id}` }),
      ],
    );
    await client.query(
      `insert into expense (claim_id, expense_date, patient_name, dependant_no, coverage_type_id, coverage_name, amount, status, reasons)
       values ($1, $2, 'BENCH MEMBER', '00', $3, 'Chiropractic', 42, 'A', '[]')`,
      [id, daysAgo(1 + (i % 20)), coverageTypeId],
    );
    await client.query(
      `insert into audit_entry (actor, action, subject_type, subject_id) values ('bench', 'claim.submit', 'claim', $1)`,
      [id],
    );
    await client.query(`insert into mail_outbox (id, "to", subject, text) values ($1, 'bench@example.test', 'EOB', 'EOB')`, [
      randomUUID(),
    ]);
    await client.query('commit');
    return true;
  } catch {
    await client.query('rollback').catch(() => undefined);
    return false;
  } finally {
    client.release();
  }
}

async function explain(db, label, sql, params) {
  const { rows } = await db.query(`explain (analyze, costs off, timing off) ${sql}`, params);
  console.log(`\nEXPLAIN ${label}:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
}

const fmt = (r) =>
  `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.perSecond.toFixed(0)}/s, ${r.failures} failed`;

const issuer = await startIssuer();
const paymentRun = await benchPaymentRun(databaseUrl, issuer);
const paymentRunOk = paymentRun.status === 201 && paymentRun.seconds < 30;
console.log(`Payment run: ${formatPaymentRun(paymentRun)}`);

await prepareDatabase(databaseUrl);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await seedMembers(db);
await seedClaims(db);
await seedHeavyMembers(db);
// What autovacuum does on a live database: the visibility map lets the searches' index-only scans skip the heap.
await db.query('vacuum analyze claim');
await db.query('vacuum analyze expense');
const [{ office }] = (
  await db.query(`select id as office from office where provider_id = $1 and office_name = 'Harbour Clinic'`, [PROVIDER_ID])
).rows;
const [{ coverage, type }] = (
  await db.query(`select id as coverage, assigned_id as type from coverage where name = 'Chiropractic'`)
).rows;
const api = await startApi({ DATABASE_URL: databaseUrl, OIDC_ISSUER: issuer.issuer, API_AUDIENCE: issuer.audience });
const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
try {
  const provider = await issuer.token({ sub: 'bench-provider', role: 'Provider', username: 'provider', providerId: PROVIDER_ID });
  const admin = await issuer.token({ sub: 'bench-admin', role: 'Administrator', username: 'admin' });
  const post = (i) =>
    httpCall(`${api.base}/claims`, {
      method: 'POST',
      headers: { authorization: `Bearer ${provider}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        officeId: office,
        memberId: memberId(i),
        expenses: [{ patientId: '00', expenseDate: daysAgo(1 + (i % 20)), coverageId: coverage, amount: 20 + (i % 50) }],
      }),
    }).then((status) => status === 201);
  // Searches first, on the vacuumed table; then the submissions add to it.
  const search = (token, query) => (i) =>
    httpCall(`${api.base}/claims?${typeof query === 'function' ? query(i) : query}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((status) => status === 200);
  // Warm-up, as for the submissions below: the API's first requests compile and optimise its code.
  await measure(
    200,
    SEARCH_CONCURRENCY,
    search(provider, (i) => `limit=10&page=${1 + (i % 20)}`),
  );
  await measure(
    200,
    SEARCH_CONCURRENCY,
    search(admin, (i) => `limit=10&page=${i % 2 ? 1 : 1000}`),
  );
  const providerScoped = await measure(
    SEARCHES,
    SEARCH_CONCURRENCY,
    search(provider, (i) => `limit=10&page=${1 + (i % 20)}`),
  );
  const adminBroad = await measure(
    SEARCHES,
    SEARCH_CONCURRENCY,
    search(admin, (i) => `limit=10&status=${['A', 'P', 'R'][i % 3]}`),
  );
  const adminByName = await measure(
    SEARCHES,
    SEARCH_CONCURRENCY,
    search(admin, (i) => `limit=10&lastname=Last${100 + (i % 900)}`),
  );
  // Interleaved, so both pages are measured under the same load.
  const [page1, page1000] = await measureInterleaved(2 * SEARCHES, SEARCH_CONCURRENCY, [
    search(admin, 'limit=10&page=1'),
    search(admin, 'limit=10&page=1000'),
  ]);

  const coverageCheck = await benchCoverageCheck(api.base, provider, office, COVERAGE_CHECKS, SEARCH_CONCURRENCY);

  await measure(200, CONNECTIONS, (i) => post(SUBMISSIONS + i));

  const viaApi = await measure(SUBMISSIONS, CONNECTIONS, post);
  const viaSql = await measure(SUBMISSIONS, CONNECTIONS, (i) => sqlSubmit(pool, i, office, type));

  await explain(
    db,
    'provider-scoped page (ids)',
    `select c.id from claim c where c.provider_id = $1 order by c.submitted_at desc, c.id desc limit 10 offset 90`,
    [PROVIDER_ID],
  );
  await explain(
    db,
    'admin-wide page 1,000 (ids)',
    `select c.id from claim c where true order by c.submitted_at desc, c.id desc limit 10 offset 9990`,
    [],
  );
  await explain(db, 'admin-wide capped count', `select count(*) from (select 1 from claim c where c.status = $1 limit 10001) m`, [
    'A',
  ]);

  await explain(
    db,
    "coverage check's usage (a heavy member's year summed per coverage type; its audit insert aside)",
    `select coverage_type_id, sum(cents)::text as cents
     from (select e.coverage_type_id, (e.amount * 100)::bigint as cents, e.status
           from claim c join expense e on e.claim_id = c.id
           where c.member_id = $1 and e.expense_date >= $2 and c.id < coalesce($3::bigint, 9223372036854775807)) prior
     where status = any($4::text[]) group by coverage_type_id`,
    [heavyMemberId(0), `${new Date().getUTCFullYear()}-01-01`, null, ['A', 'E', 'P', 'D']],
  );
  const perMember = await claimsThisYear(db);

  const { rows } = await db.query('select count(*)::int as n from claim');
  const coverageOk = coverageCheck.failures === 0 && coverageCheck.p95 < 20;
  const ratio = viaSql.perSecond / viaApi.perSecond;
  const check = (ok) => (ok ? 'meets' : 'MISSES');
  console.log(`
Claims in the database: ${rows[0].n.toLocaleString('en-CA')}

1. POST /api/claims, ${SUBMISSIONS} submissions at ${CONNECTIONS} connections through HTTP:
   ${fmt(viaApi)}
   target >= 1,000 claims/s with p99 < 100 ms: ${check(viaApi.perSecond >= 1000 && viaApi.p99 < 100)}
2. The same insert transaction directly in SQL, ${CONNECTIONS} connections:
   ${fmt(viaSql)}
   the API does ${(100 / ratio).toFixed(0)}% of the SQL throughput (SQL/API = ${ratio.toFixed(2)})
3. GET /api/claims, ${SEARCHES} searches each, ${SEARCH_CONCURRENCY} concurrent:
   provider-scoped (pages 1-20):      ${fmt(providerScoped)}   target p95 < 20 ms: ${check(providerScoped.p95 < 20)}
   admin-wide by status:              ${fmt(adminBroad)}   target p95 < 100 ms: ${check(adminBroad.p95 < 100)}
   admin-wide by last-name prefix:    ${fmt(adminByName)}   target p95 < 100 ms: ${check(adminByName.p95 < 100)}
   admin-wide page 1:                 ${fmt(page1)}
   admin-wide page 1,000:             ${fmt(page1000)}
   page 1,000 / page 1 (p50): ${(page1000.p50 / page1.p50).toFixed(2)}   target within 20%: ${check(page1000.p50 <= page1.p50 * 1.2)}
4. POST /api/payment-runs, ${PAYMENT_RUN_LINES.toLocaleString('en-CA')} accepted lines in one run:
   ${formatPaymentRun(paymentRun)}   target < 30 s: ${check(paymentRunOk)}
5. GET /api/coverage-check, ${COVERAGE_CHECKS} checks over ${HEAVY_MEMBERS} members with ${CLAIMS_PER_YEAR} claims this benefit year, ${SEARCH_CONCURRENCY} concurrent:
   ${fmt(coverageCheck)}   target p95 < 20 ms: ${check(coverageOk)}
   claims this benefit year per member with any (${perMember.members.toLocaleString('en-CA')}): p50 ${perMember.p50}, p99 ${perMember.p99}, max ${perMember.max}; the checked members ${perMember.heavy_min} or more`);
  if (viaApi.failures || !paymentRunOk || !coverageOk) process.exitCode = 1;
} finally {
  api.child.kill();
  issuer.server.close();
  await pool.end();
  await db.end();
}
