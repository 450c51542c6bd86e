import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AdjudicationReason } from '@portal/contracts';
import { Claim, type ClaimStatus } from './claim.entity';

/** One expense line of a claim, with its own adjudication outcome. */
@Entity({ tableName: 'expense' })
@Check({ name: 'expense_status_check', expression: "status in ('A', 'E', 'P', 'R', 'V', 'D')" })
@Check({ name: 'expense_amount_check', expression: 'amount >= 0' })
// A claim's lines, and of those the ones from a date on with what the maximums need, without the heap:
// a member's usage this benefit year probes it once per earlier claim (the coverage check, adjudication).
@Index({
  name: 'expense_claim_id_expense_date_index',
  expression: `create index "expense_claim_id_expense_date_index" on "expense" ("claim_id", "expense_date") include ("dependant_no", "coverage_type_id", "amount", "status")`,
})
export class Expense {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => Claim, { deleteRule: 'cascade' })
  claim!: Rel<Claim>;

  @Property({ type: 'date' })
  expenseDate!: string;

  @Property({ type: 'text' })
  patientName!: string;

  /** '00' for the member, else the dependant's number. */
  @Property({ type: 'string', length: 2 })
  dependantNo!: string;

  /** The coverage id sent downstream (plan custom id or assigned id). */
  @Property({ type: 'integer' })
  coverageTypeId!: number;

  /** The coverage's name when submitted. */
  @Property({ type: 'text', nullable: true })
  coverageName: string | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'text', nullable: true })
  comments: string | null = null;

  @Property({ type: 'date', nullable: true })
  referralDate: string | null = null;

  @Property({ type: 'character', length: 1, default: 'P' })
  status: ClaimStatus & Opt = 'P';

  @Property({ type: 'json', default: '[]' })
  reasons: AdjudicationReason[] & Opt = [];

  /** The deposits that paid the line (two when it straddles a $5,000 boundary), once paid (status D). */
  @Property({ type: 'text', nullable: true })
  depositReferences: string | null = null;
}
