import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdjudicationFacts } from '../adjudication/adjudicate';
import { annualKey, duplicateKey } from '../adjudication/adjudicate';

interface PriorLineRow {
  dependant_no: string;
  coverage_type_id: number;
  expense_date: string;
  cents: string | number;
  status: string;
}

/**
 * The member's earlier lines the duplicate and annual-maximum rules need, in one statement on the
 * member index: every line dated from January 1 of the earliest year among `years`.
 */
export async function priorLinesOf(
  em: EntityManager,
  memberId: string,
  firstYear: string,
  /** Only lines of claims submitted before this one (re-adjudication); every earlier claim when null. */
  beforeClaimId: string | null = null,
): Promise<Pick<AdjudicationFacts, 'priorLines' | 'priorAnnualCents'>> {
  const rows = await em.execute<PriorLineRow[]>(
    `select e.dependant_no, e.coverage_type_id, to_char(e.expense_date, 'YYYY-MM-DD') as expense_date,
       (e.amount * 100)::bigint as cents, e.status
     from claim c join expense e on e.claim_id = c.id
     where c.member_id = ? and e.expense_date >= ? and c.id < coalesce(?::bigint, 9223372036854775807)`,
    [memberId, `${firstYear}-01-01`, beforeClaimId],
  );
  const priorLines = new Set<string>();
  const priorAnnualCents = new Map<string, number>();
  for (const row of rows) {
    const cents = Number(row.cents);
    priorLines.add(
      duplicateKey({
        patientId: row.dependant_no,
        coverageTypeId: row.coverage_type_id,
        expenseDate: row.expense_date,
        amountCents: cents,
      }),
    );
    if (row.status === 'R') continue;
    const key = annualKey(row.coverage_type_id, row.expense_date);
    priorAnnualCents.set(key, (priorAnnualCents.get(key) ?? 0) + cents);
  }
  return { priorLines, priorAnnualCents };
}
