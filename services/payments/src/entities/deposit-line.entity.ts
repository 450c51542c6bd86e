import type { Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Deposit } from './deposit.entity';

/**
 * What a deposit pays of one claim line, with what the provider's statement shows of the line as it
 * was paid. Claim and expense ids belong to the claims domain.
 */
@Entity({ tableName: 'deposit_line' })
@Check({ name: 'deposit_line_amount_paid_check', expression: 'amount_paid >= 0 and amount_paid <= line_amount' })
@Index({ properties: ['expenseId'] })
export class DepositLine {
  @ManyToOne(() => Deposit, { primary: true, deleteRule: 'cascade' })
  deposit!: Rel<Deposit>;

  @PrimaryKey({ type: 'bigint' })
  expenseId!: string;

  @Property({ type: 'bigint' })
  claimId!: string;

  @Property({ type: 'string', length: 64 })
  submissionId!: string;

  @Property({ type: 'text' })
  patientName!: string;

  @Property({ type: 'date' })
  expenseDate!: string;

  @Property({ type: 'text', nullable: true })
  coverageName: string | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  lineAmount!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amountPaid!: string;
}
