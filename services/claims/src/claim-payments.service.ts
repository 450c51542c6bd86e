import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** An accepted line of an accepted claim, locked for payment until the caller's transaction ends. */
export interface PayableLine {
  expenseId: string;
  claimId: string;
  providerId: string;
  officeId: string;
  submissionId: string;
  patientName: string;
  /** `yyyy-mm-dd`. */
  expenseDate: string;
  coverageName: string | null;
  amountCents: number;
}

/** A line a payment run paid, with the reference of the deposit (one of them, for a line paid in parts). */
export interface PaidLine {
  expenseId: string;
  claimId: string;
  reference: string;
}

/** What was marked paid. */
export interface PaidCounts {
  lines: number;
  claims: number;
}

/**
 * What a payment run needs of the claims domain, on the caller's transaction (ADR 025, ADR 051): typed
 * lines in, typed lines out; the payments domain never reads or writes claim tables itself.
 */
@Injectable()
export class ClaimPaymentsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Every accepted line of an accepted claim (a claim whose other lines are all rejected is accepted),
   * locked with its claim until the caller's transaction ends: a concurrent void or status change
   * waits, then sees D.
   */
  payableLines(): Promise<PayableLine[]> {
    return this.em.execute<PayableLine[]>(
      `select e.id::text as "expenseId", c.id::text as "claimId", c.provider_id as "providerId", c.office_id as "officeId",
              c.submission_id as "submissionId", e.patient_name as "patientName",
              to_char(e.expense_date, 'YYYY-MM-DD') as "expenseDate", e.coverage_name as "coverageName",
              round(e.amount * 100)::float8 as "amountCents"
       from claim c join expense e on e.claim_id = c.id
       where c.status = 'A' and e.status = 'A'
       for update of c, e`,
    );
  }

  /**
   * Marks Paid (D) the `paid` lines and their claims, each with the references of the deposits that
   * paid it; lines not listed keep their status (a rejected line stays rejected on a paid claim). Sent
   * as one JSON parameter, whatever the number of lines.
   */
  async markPaid(paid: readonly PaidLine[]): Promise<PaidCounts> {
    const [row] = await this.em.execute<{ lines: number; claims: number }[]>(
      `with paid as (
         select * from json_to_recordset(?::json) as p("expenseId" bigint, "claimId" bigint, reference text)
       ), lines as (
         update expense e set status = 'D', deposit_references = l.refs
         from (select "expenseId", string_agg(distinct reference, ', ' order by reference) as refs from paid group by "expenseId") l
         where e.id = l."expenseId" and e.status = 'A'
         returning 1
       ), claims as (
         update claim c set status = 'D', deposit_references = l.refs, updated_at = now()
         from (select "claimId", string_agg(distinct reference, ', ' order by reference) as refs from paid group by "claimId") l
         where c.id = l."claimId" and c.status = 'A'
         returning 1
       )
       select (select count(*)::int from lines) as lines, (select count(*)::int from claims) as claims`,
      [JSON.stringify(paid)],
    );
    return { lines: Number(row?.lines ?? 0), claims: Number(row?.claims ?? 0) };
  }
}
