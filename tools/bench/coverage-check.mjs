// The coverage-check step of `npm run bench:claims` (issue 21): GET /api/coverage-check for members
// with a heavy history, the realistic worst case. The seeded million claims name members the member
// table does not hold (2.5 claims each over two years); the bench's own members get only the
// submissions. So HEAVY_MEMBERS of them get a family's heavy year: CLAIMS_PER_YEAR claims (one to three
// lines each, all statuses) from January 1 to today, and as many over the previous year, which the
// member's index walks past.
import { randomUUID } from 'node:crypto';
import { httpCall, measure } from './bench-support.mjs';

export const HEAVY_MEMBERS = 100;
export const CLAIMS_PER_YEAR = 150;
const FIRST_HEAVY = 200_000_100;

export const heavyMemberId = (i) => String(FIRST_HEAVY + (i % HEAVY_MEMBERS));

/** The year's claims of the heavy members (`HEAVY<year>-…`), unless there: `from`..`to` are dates. */
async function seedHeavyYear(db, year, from, to) {
  const { rowCount } = await db.query(`select 1 from claim where submission_id like $1 limit 1`, [`HEAVY${year}-%`]);
  if (rowCount) return;
  await db.query(
    `with batch as (
       select g, nextval('claim_id_seq') as id, $3::date + (g % ($4::date - $3::date + 1))::int as day
       from generate_series(0, $1::int * $2::int - 1) g
     ), inserted as (
       insert into claim (id, submission_id, idempotency_key, request_hash, record, member_id, provider_id, office_id,
         plan_number, health_office, first_name, last_name, date_of_birth, claim_amount_total, status, reasons,
         submitted_at, updated_at, provider_name, provider_number)
       select id, 'HEAVY' || $5::text || '-' || id, 'heavy-' || id, '', '{}', lpad(($6::int + g % $1::int)::text, 9, '0'),
         ('00000000-0000-4000-8000-' || lpad((g % 2000)::text, 12, '0'))::uuid, $7::uuid, '110', 'Seed Clinic',
         'Bench' || g, 'Member', date '1960-01-01', 20 + (g % 400), (array['A','A','A','D','P','R','V'])[1 + g % 7], '[]',
         least(now(), day + interval '1 day'), now(), 'Seed Provider', 'P' || (g % 2000)
       from batch returning id, status
     )
     insert into expense (claim_id, expense_date, patient_name, dependant_no, coverage_type_id, coverage_name, amount, status, reasons)
     select i.id, b.day, 'SEED PATIENT', '00', 11 + (i.id % 6)::int, 'Seed', 20 + (i.id % 400), i.status, '[]'
     from inserted i join batch b on b.id = i.id, generate_series(1, 1 + (i.id % 3)::int)`,
    [HEAVY_MEMBERS, CLAIMS_PER_YEAR, from, to, year, FIRST_HEAVY, randomUUID()],
  );
}

/** This benefit year's heavy claims (January 1 to today) and the previous year's, each once. */
export async function seedHeavyMembers(db) {
  const [{ today, year }] = (await db.query(`select current_date::text as today, extract(year from current_date)::int as year`))
    .rows;
  await seedHeavyYear(db, year, `${year}-01-01`, today);
  await seedHeavyYear(db, year - 1, `${year - 1}-01-01`, `${year - 1}-12-31`);
}

/**
 * Claims per member dated this benefit year, over the members with any: p50, p99, max, and the heavy
 * members' (what the step measures).
 */
export async function claimsThisYear(db) {
  const { rows } = await db.query(
    `with per_member as (
       select c.member_id, count(distinct c.id)::int as n
       from claim c join expense e on e.claim_id = c.id
       where e.expense_date >= date_trunc('year', current_date)
       group by c.member_id
     )
     select count(*)::int as members,
       percentile_disc(0.5) within group (order by n) as p50,
       percentile_disc(0.99) within group (order by n) as p99,
       max(n) as max,
       min(n) filter (where member_id between $1 and $2) as heavy_min
     from per_member`,
    [heavyMemberId(0).padStart(9, '0'), heavyMemberId(HEAVY_MEMBERS - 1).padStart(9, '0')],
  );
  return rows[0];
}

/** `count` checks at `concurrency` as the demo provider from its `office`, over the heavy members, after a warm-up. */
export async function benchCoverageCheck(base, token, office, count, concurrency) {
  const check = (i) =>
    httpCall(`${base}/coverage-check?officeId=${office}&memberId=${heavyMemberId(i)}&patientId=00`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((status) => status === 200);
  await measure(200, concurrency, check);
  return measure(count, concurrency, check);
}
