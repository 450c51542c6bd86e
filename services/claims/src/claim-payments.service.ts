import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * The columns `stagePayableLines` fills in the caller's table, whose types the caller declares:
 * bigint, bigint, uuid, uuid, text, text, date, text (nullable), bigint.
 */
export const PAYABLE_LINE_COLUMNS = [
  'expense_id',
  'claim_id',
  'provider_id',
  'office_id',
  'submission_id',
  'patient_name',
  'expense_date',
  'coverage_name',
  'amount_cents',
] as const;

/** What was marked paid. */
export interface PaidCounts {
  lines: number;
  claims: number;
}

/**
 * What a payment run needs of the claims domain, set-based and on the caller's transaction (ADR 025):
 * the payments domain never reads or writes claim tables itself.
 */
@Injectable()
export class ClaimPaymentsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Copies every accepted line of an accepted claim (a claim whose other lines are all rejected is
   * accepted) into the caller's table `target` (PAYABLE_LINE_COLUMNS), and locks those lines and
   * claims until the caller's transaction ends: a concurrent void or status change waits, then sees D.
   */
  async stagePayableLines(target: string): Promise<number> {
    return this.count(
      `insert into ${target} (${PAYABLE_LINE_COLUMNS.join(', ')})
       select e.id, c.id, c.provider_id, c.office_id, c.submission_id, e.patient_name, e.expense_date, e.coverage_name,
              round(e.amount * 100)::bigint
       from claim c join expense e on e.claim_id = c.id
       where c.status = 'A' and e.status = 'A'
       for update of c, e
       returning 1`,
    );
  }

  /**
   * Marks Paid (D) the lines `source` lists (a relation of `expense_id`, `claim_id`, `reference`) and
   * their claims, each with the references of the deposits that paid it; lines not in `source` keep
   * their status (a rejected line stays rejected on a paid claim).
   */
  async markPaid(source: string): Promise<PaidCounts> {
    const lines = await this.count(
      `update expense e set status = 'D', deposit_references = paid.refs
       from (select expense_id, string_agg(distinct reference, ', ' order by reference) as refs from ${source} group by expense_id) paid
       where e.id = paid.expense_id and e.status = 'A'
       returning 1`,
    );
    const claims = await this.count(
      `update claim c set status = 'D', deposit_references = paid.refs, updated_at = now()
       from (select claim_id, string_agg(distinct reference, ', ' order by reference) as refs from ${source} group by claim_id) paid
       where c.id = paid.claim_id and c.status = 'A'
       returning 1`,
    );
    return { lines, claims };
  }

  /** The rows a writing statement touched, counted in the database rather than sent over. */
  private async count(statement: string): Promise<number> {
    const [row] = await this.em.execute<{ count: number }[]>(
      `with done as (${statement}) select count(*)::int as count from done`,
    );
    return Number(row?.count ?? 0);
  }
}
