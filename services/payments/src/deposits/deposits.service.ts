import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Role, type PortalClaims } from '@portal/contracts';
import type { Deposit, DepositDetail, DepositQuery } from '@portal/contracts/payments';
import { ProvidersService } from '@portal/providers';
import { isoDay } from '../runs/payment-runs-read.service';

interface DepositRow {
  id: string;
  run_id: string;
  reference: string;
  payment_date: string;
  provider_id: string;
  office_id: string;
  office_name: string;
  amount: string;
  claim_count: number;
  line_count: number;
}

interface DepositLineRow {
  claim_id: string;
  expense_id: string;
  submission_id: string;
  patient_name: string;
  expense_date: string;
  coverage_name: string | null;
  line_amount: string;
  amount_paid: string;
}

const DEPOSIT_SELECT = `select id, run_id, reference, to_char(payment_date, 'YYYY-MM-DD') as payment_date, provider_id, office_id,
  office_name, amount, claim_count, line_count from deposit`;

const toDeposit = (row: DepositRow): Deposit => ({
  depositId: String(row.id),
  runId: String(row.run_id),
  reference: row.reference,
  paymentDate: isoDay(row.payment_date),
  providerId: row.provider_id,
  officeId: row.office_id,
  officeName: row.office_name,
  amount: Number(row.amount),
  claimCount: Number(row.claim_count),
  lineCount: Number(row.line_count),
});

/**
 * Deposits as a provider (its own, the server fixes it) or an administrator sees them. No bank number
 * is shown: those leave the database only in the CPA-005 file.
 */
@Injectable()
export class DepositsService {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: ProvidersService,
  ) {}

  async list(user: PortalClaims, query: DepositQuery): Promise<{ deposits: Deposit[]; total: number }> {
    const scope = await this.scopeOf(user);
    if (scope === null) return { deposits: [], total: 0 };
    const where: string[] = [];
    const params: unknown[] = [];
    for (const [condition, value] of [
      ['provider_id = ?', scope.providerId],
      ['office_id = ?', query.officeId],
      ['run_id = ?', query.runId],
      ['payment_date >= ?', query.dateFrom],
      ['payment_date <= ?', query.dateTo],
    ] as const)
      if (value !== undefined) {
        where.push(condition);
        params.push(value);
      }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const limit = Number(query.limit);
    const [rows, [count]] = await Promise.all([
      this.em.execute<DepositRow[]>(`${DEPOSIT_SELECT} ${filter} order by payment_date desc, id desc limit ? offset ?`, [
        ...params,
        limit,
        (query.page - 1) * limit,
      ]),
      this.em.execute<{ count: number }[]>(`select count(*)::int as count from deposit ${filter}`, params),
    ]);
    return { deposits: rows.map(toDeposit), total: Number(count?.count ?? 0) };
  }

  /** One deposit with the lines it pays; null when it does not exist or is another provider's. */
  async findById(user: PortalClaims, depositId: string): Promise<DepositDetail | null> {
    const scope = await this.scopeOf(user);
    if (scope === null) return null;
    const own = scope.providerId === undefined ? '' : 'and provider_id = ?';
    const [row] = await this.em.execute<DepositRow[]>(`${DEPOSIT_SELECT} where id = ? ${own}`, [
      depositId,
      ...(scope.providerId === undefined ? [] : [scope.providerId]),
    ]);
    if (!row) return null;
    const lines = await this.em.execute<DepositLineRow[]>(
      `select claim_id, expense_id, submission_id, patient_name, to_char(expense_date, 'YYYY-MM-DD') as expense_date, coverage_name,
              line_amount, amount_paid
       from deposit_line where deposit_id = ? order by claim_id, expense_id`,
      [depositId],
    );
    return {
      ...toDeposit(row),
      lines: lines.map((line) => ({
        claimId: String(line.claim_id),
        expenseId: String(line.expense_id),
        submissionId: line.submission_id,
        patientName: line.patient_name,
        expenseDate: isoDay(line.expense_date),
        coverageName: line.coverage_name,
        lineAmount: Number(line.line_amount),
        amountPaid: Number(line.amount_paid),
      })),
    };
  }

  /** Administrators see every deposit; a provider its own (null: a provider account without a provider). */
  private async scopeOf(user: PortalClaims): Promise<{ providerId?: string } | null> {
    if (user.role !== Role.Provider) return {};
    const providerId = await this.providers.ownProviderId(user);
    return providerId ? { providerId } : null;
  }
}
