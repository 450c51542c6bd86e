import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClaimStatus } from '@portal/contracts';
import { CLAIM_STATUSES } from '@portal/contracts/claims';
import { decodeJson, preparedQuery, type SqlPart } from '@portal/server-database';
import type { AdjudicationFacts } from '../adjudication/adjudicate';
import { annualKey, duplicateKey } from '../adjudication/adjudicate';
import { countsTowardMaximums } from '../adjudication/maximum-usage';

interface PriorLineRow {
  dependant_no: string;
  coverage_type_id: number;
  expense_date: string;
  cents: string | number;
  status: ClaimStatus;
}

type PriorFacts = Pick<AdjudicationFacts, 'priorLines' | 'priorAnnualCents'>;

/** Every line dated from January 1 of `?` (the earliest year concerned) of the member `?`'s claims before the id `?`. */
const PRIOR_LINES = `select e.dependant_no, e.coverage_type_id, to_char(e.expense_date, 'YYYY-MM-DD') as expense_date,
    (e.amount * 100)::bigint as cents, e.status
  from claim c join expense e on e.claim_id = c.id
  where c.member_id = ? and e.expense_date >= ? and c.id < coalesce(?::bigint, 9223372036854775807)`;

const factsOf = (rows: readonly PriorLineRow[]): PriorFacts => {
  const priorLines = new Set<string>();
  const priorAnnualCents = new Map<string, number>();
  for (const row of rows) {
    // A voided line is as if never sent: a corrected claim for the same visit is no duplicate.
    if (row.status === 'V') continue;
    const cents = Number(row.cents);
    priorLines.add(
      duplicateKey({
        patientId: row.dependant_no,
        coverageTypeId: row.coverage_type_id,
        expenseDate: row.expense_date,
        amountCents: cents,
      }),
    );
    if (!countsTowardMaximums(row.status)) continue;
    const key = annualKey(row.coverage_type_id, row.expense_date);
    priorAnnualCents.set(key, (priorAnnualCents.get(key) ?? 0) + cents);
  }
  return { priorLines, priorAnnualCents };
};

/**
 * The member's earlier lines the duplicate and annual-maximum rules need, in one prepared statement on
 * the member's indexes (ADR 018): every line dated from January 1 of `firstYear`. Not in the caller's
 * transaction: its callers read before they write.
 */
export async function priorLinesOf(
  em: EntityManager,
  memberId: string,
  firstYear: string,
  /** Only lines of claims submitted before this one (re-adjudication); every earlier claim when null. */
  beforeClaimId: string | null = null,
): Promise<PriorFacts> {
  return factsOf(
    await preparedQuery<PriorLineRow>(em, 'claim-prior-lines', PRIOR_LINES, [memberId, `${firstYear}-01-01`, beforeClaimId]),
  );
}

/** Every claim status whose lines use up an annual maximum (`countsTowardMaximums`). */
const COUNTING_STATUSES = CLAIM_STATUSES.filter(countsTowardMaximums);

/**
 * The cents the member's lines of `year` use up per `annualKey`, summed in PostgreSQL over the rows
 * `priorLinesOf` reads and the statuses `countsTowardMaximums` counts, and the audit entry of that read
 * (`audit`, from `AuditService.appendFrom('(select 1) s', …)`), in one statement: one round trip, one
 * commit, and a row per coverage type rather than per line of a heavy member's year.
 */
export async function auditedAnnualUsageOf(
  em: EntityManager,
  memberId: string,
  year: string,
  audit: SqlPart,
): Promise<ReadonlyMap<string, number>> {
  const rows = await preparedQuery<{ coverage_type_id: number; cents: string }>(
    em,
    'claim-annual-usage-audited',
    `with audit as (${audit.sql}), prior as (${PRIOR_LINES})
     select coverage_type_id, sum(cents)::text as cents from prior where status = any(?::text[]) group by coverage_type_id`,
    [...audit.params, memberId, `${year}-01-01`, null, COUNTING_STATUSES],
  );
  return new Map(rows.map((row) => [annualKey(row.coverage_type_id, `${year}-01-01`), Number(row.cents)]));
}

/** A new claim's id and the member's earlier lines, in one round trip (ADR 018). */
export async function submissionFactsOf(
  em: EntityManager,
  memberId: string,
  firstYear: string,
): Promise<PriorFacts & { claimId: string }> {
  const [row] = await preparedQuery<{ claim_id: string; lines: PriorLineRow[] | string }>(
    em,
    'claim-submission-facts',
    `select nextval('claim_id_seq')::text as claim_id,
       coalesce((select json_agg(prior) from (${PRIOR_LINES}) prior), '[]'::json) as lines`,
    [memberId, `${firstYear}-01-01`, null],
  );
  if (!row) throw new Error('claim_id_seq gave no value');
  return { claimId: row.claim_id, ...factsOf(decodeJson(row.lines)) };
}
