import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { PaymentRun, PaymentRunQuery } from '@portal/contracts/payments';
import { CPA005_CONFIG, fileCreationNumber, type Cpa005Config } from '../cpa005/cpa005-config';

export interface PaymentRunRow {
  id: string;
  payment_date: string | Date;
  sequence_no: number;
  created_at: Date | string;
  deposit_count: number;
  claim_count: number;
  line_count: number;
  total_amount: string;
}

export const isoDay = (value: string | Date): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const RUN_SELECT = `select id, to_char(payment_date, 'YYYY-MM-DD') as payment_date, sequence_no, created_at, deposit_count,
  claim_count, line_count, total_amount from payment_run`;

/** Payment runs as administrators see them. */
@Injectable()
export class PaymentRunsReadService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CPA005_CONFIG) private readonly cpa005: Cpa005Config,
  ) {}

  async list(query: PaymentRunQuery): Promise<{ runs: PaymentRun[]; total: number }> {
    const limit = Number(query.limit);
    const [rows, [count]] = await Promise.all([
      this.em.execute<PaymentRunRow[]>(`${RUN_SELECT} order by payment_date desc limit ? offset ?`, [
        limit,
        (query.page - 1) * limit,
      ]),
      this.em.execute<{ count: number }[]>('select count(*)::int as count from payment_run'),
    ]);
    return { runs: rows.map((row) => this.toDto(row)), total: Number(count?.count ?? 0) };
  }

  async findById(runId: string): Promise<PaymentRun | null> {
    const [row] = await this.em.execute<PaymentRunRow[]>(`${RUN_SELECT} where id = ?`, [runId]);
    return row ? this.toDto(row) : null;
  }

  fileCreationNumberOf(run: Pick<PaymentRunRow, 'sequence_no'>): string {
    return fileCreationNumber(this.cpa005, Number(run.sequence_no));
  }

  private toDto(row: PaymentRunRow): PaymentRun {
    return {
      runId: String(row.id),
      paymentDate: isoDay(row.payment_date),
      createdAt: new Date(row.created_at).toISOString(),
      depositCount: Number(row.deposit_count),
      claimCount: Number(row.claim_count),
      lineCount: Number(row.line_count),
      totalAmount: Number(row.total_amount),
      fileCreationNumber: this.fileCreationNumberOf(row),
    };
  }
}
