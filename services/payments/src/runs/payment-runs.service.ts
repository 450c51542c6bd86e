import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditService, type AuditRecord } from '@portal/audit';
import { ClaimPaymentsService, type PaidLine } from '@portal/claims';
import { DEPOSIT_MAX_CENTS } from '@portal/contracts/payments';
import { OfficePayeesService } from '@portal/providers';
import { mailInsertEachFrom } from '@portal/server-mail';
import { depositPiecesSql } from './deposit-pieces';
import { depositMail } from './deposit-mail';

/** Serialises payment runs across every API replica and worker (any stable bigint; ADR 025). */
export const PAYMENT_RUN_LOCK = 2_026_112_125;

/** Who asked for a run, for the audit log and the run's record. */
export type RunActor = Pick<AuditRecord, 'actor' | 'actingAs' | 'requestId'>;

export interface RunOutcome {
  runId: string;
  /** False when the date already had its run, which is returned as it was. */
  created: boolean;
}

/**
 * Payment runs (ADR 025): in one transaction, under one advisory lock, every accepted line of an
 * accepted claim not yet paid becomes part of a deposit of at most $5,000 to its office, with the
 * office's bank details as they are now; the lines and claims become Paid (D), each deposit's e-mail
 * is queued in the outbox and the run is audited. The claims and providers domains hand over typed
 * lines and payees (ADR 051); the deposits are cut set-based: a handful of statements whatever the
 * number of lines.
 */
@Injectable()
export class PaymentRunsService {
  constructor(
    private readonly em: EntityManager,
    private readonly claims: ClaimPaymentsService,
    private readonly payees: OfficePayeesService,
    private readonly audit: AuditService,
  ) {}

  /** The run of `paymentDate` (`yyyy-mm-dd`), made now unless it exists. */
  async run(paymentDate: string, actor: RunActor): Promise<RunOutcome> {
    return this.em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [PAYMENT_RUN_LOCK]);
      const [existing] = await tx.execute<{ id: string }[]>('select id from payment_run where payment_date = ?', [paymentDate]);
      if (existing) return { runId: String(existing.id), created: false };

      const [{ id }] = await tx.execute<[{ id: string }]>(
        `insert into payment_run (payment_date, sequence_no, created_by)
         values (?, (select coalesce(max(sequence_no), 0) + 1 from payment_run), ?) returning id`,
        [paymentDate, actor.actor],
      );
      const runId = String(id);
      await this.stage(tx);
      await this.writeDeposits(tx, runId, paymentDate);
      await this.markPaid(tx, runId);
      await tx.execute(
        `update payment_run r set deposit_count = d.deposits, total_amount = d.total, claim_count = l.claims, line_count = l.lines
         from (select count(*)::int as deposits, coalesce(sum(amount), 0) as total from deposit where run_id = ?) d,
              (select count(distinct dl.claim_id)::int as claims, count(distinct dl.expense_id)::int as lines
               from deposit_line dl join deposit d on d.id = dl.deposit_id where d.run_id = ?) l
         where r.id = ?`,
        [runId, runId, runId],
      );
      const mail = mailInsertEachFrom('(select * from deposit where run_id = ?)', depositMail, { sourceParams: [runId] });
      await tx.execute(mail.sql, mail.params);
      await this.audit.append({ ...actor, action: 'payment_run.create', subjectType: 'payment_run', subjectId: runId });
      return { runId, created: true };
    });
  }

  /**
   * The payable lines and their offices' bank details, as the claims and providers domains hand them
   * over, in temporary tables of this transaction (sent as one JSON parameter each), so the deposits
   * are cut set-based.
   */
  private async stage(tx: EntityManager): Promise<void> {
    const lines = await this.claims.payableLines();
    await tx.execute(
      `create temporary table payable_line (
         expense_id bigint primary key, claim_id bigint not null, provider_id uuid not null, office_id uuid not null,
         submission_id text not null, patient_name text not null, expense_date date not null, coverage_name text,
         amount_cents bigint not null
       ) on commit drop`,
    );
    await tx.execute(
      `insert into payable_line
       select * from json_to_recordset(?::json) as l("expenseId" bigint, "claimId" bigint, "providerId" uuid, "officeId" uuid,
         "submissionId" text, "patientName" text, "expenseDate" date, "coverageName" text, "amountCents" bigint)`,
      [JSON.stringify(lines)],
    );
    const payees = await this.payees.payees([...new Set(lines.map((line) => line.officeId))]);
    await tx.execute(
      `create temporary table office_payee (
         office_id uuid primary key, provider_id uuid not null, office_name text not null, payee_name text not null,
         direct_deposit_email text not null, institution_number char(3) not null, transit_number char(5) not null,
         account_number_encrypted text not null, language varchar(5) not null
       ) on commit drop`,
    );
    await tx.execute(
      `insert into office_payee
       select * from json_to_recordset(?::json) as o("officeId" uuid, "providerId" uuid, "officeName" text, "payeeName" text,
         "directDepositEmail" text, "institutionNumber" char(3), "transitNumber" char(5), "accountNumberEncrypted" text,
         language varchar(5))`,
      [JSON.stringify(payees)],
    );
    // An office that no longer exists cannot be paid, nor can a total of $0: those lines stay accepted for a later run.
    await tx.execute(
      `delete from payable_line p where not exists (select 1 from office_payee o where o.office_id = p.office_id)
         or p.office_id in (select office_id from payable_line group by office_id having sum(amount_cents) = 0)`,
    );
    await tx.execute('analyze payable_line');
    await tx.execute(
      `create temporary table deposit_piece on commit drop as ${depositPiecesSql('payable_line', DEPOSIT_MAX_CENTS)}`,
    );
    // Autovacuum never sees temporary tables: without statistics the joins below are planned blind.
    await tx.execute('analyze deposit_piece');
  }

  private async writeDeposits(tx: EntityManager, runId: string, paymentDate: string): Promise<void> {
    await tx.execute(
      `insert into deposit (run_id, reference, payment_date, office_sequence, provider_id, office_id, office_name, payee_name,
                            direct_deposit_email, institution_number, transit_number, account_number_encrypted, amount, claim_count,
                            line_count, language)
       select ?, 'DEP-' || to_char(?::date, 'YYYYMMDD') || '-' || lpad(n::text, greatest(6, length(n::text)), '0'), ?::date,
              g.bucket, o.provider_id, g.office_id, o.office_name, o.payee_name, o.direct_deposit_email, o.institution_number,
              o.transit_number, o.account_number_encrypted, g.cents / 100.0, g.claims, g.lines, o.language
       from (select office_id, bucket, sum(paid_cents) as cents, count(distinct claim_id)::int as claims, count(*)::int as lines,
                    row_number() over (order by office_id, bucket) as n
             from deposit_piece group by office_id, bucket) g
       join office_payee o on o.office_id = g.office_id
       order by g.n`,
      [runId, paymentDate, paymentDate],
    );
    await tx.execute(
      `insert into deposit_line (deposit_id, expense_id, claim_id, submission_id, patient_name, expense_date, coverage_name, line_amount, amount_paid)
       select d.id, p.expense_id, p.claim_id, p.submission_id, p.patient_name, p.expense_date, p.coverage_name,
              p.line_cents / 100.0, p.paid_cents / 100.0
       from deposit_piece p join deposit d on d.run_id = ? and d.office_id = p.office_id and d.office_sequence = p.bucket`,
      [runId],
    );
  }

  private async markPaid(tx: EntityManager, runId: string): Promise<void> {
    const paid = await tx.execute<PaidLine[]>(
      `select dl.expense_id::text as "expenseId", dl.claim_id::text as "claimId", d.reference
       from deposit_line dl join deposit d on d.id = dl.deposit_id where d.run_id = ?`,
      [runId],
    );
    const [staged] = await tx.execute<{ lines: number }[]>('select count(*)::int as lines from payable_line');
    const marked = await this.claims.markPaid(paid);
    // The staged lines are locked: anything else means a bug, and the whole run rolls back.
    if (marked.lines !== Number(staged?.lines ?? 0))
      throw new Error(`Payment run marked ${marked.lines} of ${staged?.lines} lines paid`);
  }
}
