// The payment-run step of `npm run bench:claims` (issue 21, ADR 025): 100,000 accepted claim lines paid
// in one run, through POST /api/payment-runs, beside the 30 s target. It runs on a database of its own
// (`<bench database>_payments`, recreated each time): the claims bench's million seeded claims name
// offices that do not exist and would be staged, and its searches must not find them paid.
import pg from 'pg';
import { prepareDatabase, startApi } from './bench-support.mjs';

export const PAYMENT_RUN_LINES = 100_000;
const LINES_PER_CLAIM = 2;

async function recreateDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  await admin.end();
}

/** Accepted claims of two lines each, spread over the demo offices, written set-based. */
async function seedPayableLines(db) {
  await db.query(
    `with offices as (select id, provider_id, row_number() over (order by id) - 1 as n, count(*) over () as total from office),
     claims as (
       insert into claim (submission_id, idempotency_key, request_hash, member_id, provider_id, office_id, plan_number, health_office,
         first_name, last_name, date_of_birth, claim_amount_total, status, record)
       select 'PAYBENCH' || g, 'paybench-' || g, '', '000123456', o.provider_id, o.id, '110', 'Bench Clinic', 'BENCH', 'MEMBER',
         date '1980-01-01', 0, 'A', '{}'
       from generate_series(1, $1::int) g join offices o on o.n = g % o.total
       returning id
     )
     insert into expense (claim_id, expense_date, patient_name, dependant_no, coverage_type_id, coverage_name, amount, status)
     select c.id, current_date - 3, 'BENCH MEMBER', '00', 13, 'Chiropractic', 20 + (c.id % 400), 'A'
     from claims c, generate_series(1, $2::int)`,
    [PAYMENT_RUN_LINES / LINES_PER_CLAIM, LINES_PER_CLAIM],
  );
  await db.query('vacuum analyze claim');
  await db.query('vacuum analyze expense');
}

/** Seeds the lines, starts the API on them and times one run; `{ seconds, status, run }`. */
export async function benchPaymentRun(benchDatabaseUrl, issuer) {
  const url = new URL(benchDatabaseUrl);
  url.pathname = `${url.pathname}_payments`;
  const databaseUrl = url.toString();
  await recreateDatabase(databaseUrl);
  await prepareDatabase(databaseUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const api = await startApi({ DATABASE_URL: databaseUrl, OIDC_ISSUER: issuer.issuer, API_AUDIENCE: issuer.audience });
  try {
    await seedPayableLines(db);
    const admin = await issuer.token({ sub: 'bench-admin', role: 'Administrator', username: 'admin' });
    const started = performance.now();
    const response = await fetch(`${api.base}/payment-runs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentDate: new Date().toISOString().slice(0, 10) }),
    });
    const run = await response.json();
    return { seconds: (performance.now() - started) / 1000, status: response.status, run };
  } finally {
    api.child.kill();
    await db.end();
  }
}

export const formatPaymentRun = ({ seconds, status, run }) =>
  status === 201
    ? `${run.lineCount.toLocaleString('en-CA')} lines of ${run.claimCount.toLocaleString('en-CA')} claims in ` +
      `${run.depositCount.toLocaleString('en-CA')} deposits ($${run.totalAmount.toLocaleString('en-CA')}) in ${seconds.toFixed(1)} s`
    : `failed: HTTP ${status} ${JSON.stringify(run)}`;
