import type { Opt } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One payment run: every accepted line not yet paid on its date, as deposits of at most $5,000 (ADR 025). */
@Entity({ tableName: 'payment_run' })
@Check({ name: 'payment_run_total_amount_check', expression: 'total_amount >= 0' })
export class PaymentRun {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  /** One run per date: a second request for it gets the first run. */
  @Property({ type: 'date', unique: true })
  paymentDate!: string;

  /** 1 for the first run ever, then 2, …: the CPA-005 file creation number counts from it. */
  @Property({ type: 'integer', unique: true })
  sequenceNo!: number;

  @Property({ type: 'integer', default: 0 })
  depositCount: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  claimCount: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  lineCount: number & Opt = 0;

  @Property({ type: 'decimal', precision: 14, scale: 2, default: 0 })
  totalAmount: string & Opt = '0';

  /** The user who asked for it, or `worker` for a scheduled run. */
  @Property({ type: 'text' })
  createdBy!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
