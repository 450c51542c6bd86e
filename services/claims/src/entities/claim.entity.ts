import { Collection, type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { AdjudicationReason, ClaimRecord, Language } from '@portal/contracts';
import { ClaimReceipt } from './claim-receipt.entity';
import { Expense } from './expense.entity';

/** A (A)ccepted, (E)rror, (P)ending or (R)ejected adjudication outcome. */
export type ClaimStatus = 'A' | 'E' | 'P' | 'R';

/**
 * A submitted claim. Member, provider, office and plan ids belong to other domains and are kept as
 * plain values, with a snapshot of what the downstream claim record needs.
 */
@Entity({ tableName: 'claim' })
@Check({ name: 'claim_status_check', expression: "status in ('A', 'E', 'P', 'R', 'V', 'D')" })
@Check({ name: 'claim_language_check', expression: "language in ('en', 'fr-CA')" })
@Check({ name: 'claim_amount_total_check', expression: 'claim_amount_total >= 0' })
@Unique({ properties: ['providerId', 'idempotencyKey'] })
@Index({ name: 'claim_provider_id_submitted_at_id_index', properties: ['providerId', 'submittedAt', 'id'] })
@Index({ name: 'claim_submitted_at_id_index', properties: ['submittedAt', 'id'] })
// Search by status, newest first, and its capped count: index-only, without the heap (ADR 018).
@Index({ name: 'claim_status_submitted_at_id_index', properties: ['status', 'submittedAt', 'id'] })
// A member's earlier claims (the duplicate and annual-maximum rules, the coverage check): index-only.
@Index({ name: 'claim_member_id_id_index', properties: ['memberId', 'id'] })
// Name filters match a lower-case prefix (`like 'tre%'`): pattern-ops indexes serve them and their counts.
@Index({
  name: 'claim_last_name_prefix_index',
  expression: `create index "claim_last_name_prefix_index" on "claim" (lower("last_name") text_pattern_ops)`,
})
@Index({
  name: 'claim_first_name_prefix_index',
  expression: `create index "claim_first_name_prefix_index" on "claim" (lower("first_name") text_pattern_ops)`,
})
// The admin homes count pending claims: a small partial index answers that among millions of claims.
@Index({ name: 'claim_pending_index', expression: `create index "claim_pending_index" on "claim" ("id") where "status" = 'P'` })
export class Claim {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  /** `CPP`, the plan, then a timestamp. */
  @Property({ type: 'string', length: 64, unique: true })
  submissionId!: string;

  @Property({ type: 'string', length: 128 })
  idempotencyKey!: string;

  /** SHA-256 of the normalised request body: the same key with another body is refused. */
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Property({ type: 'character', length: 9 })
  memberId!: string;

  @Property({ type: 'uuid' })
  providerId!: string;

  @Property({ type: 'uuid' })
  officeId!: string;

  @Property({ type: 'string', length: 32 })
  planNumber!: string;

  @Property({ type: 'boolean', default: false })
  isDrawbridgePlan: boolean & Opt = false;

  @Property({ type: 'text', nullable: true })
  providerName: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  providerNumber: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  businessId: string | null = null;

  @Property({ type: 'text', nullable: true })
  businessName: string | null = null;

  @Property({ type: 'text' })
  healthOffice!: string;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'date' })
  dateOfBirth!: string;

  @Property({ type: 'text', nullable: true })
  memberEmail: string | null = null;

  /** The language of its explanations of benefits: the provider's language of e-mails when it was sent. */
  @Property({ type: 'string', length: 5, default: 'en' })
  language: Language & Opt = 'en';

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  claimAmountTotal!: string;

  @Property({ type: 'boolean', default: false })
  isAccident: boolean & Opt = false;

  @Property({ type: 'string', length: 32, nullable: true })
  accidentType: string | null = null;

  @Property({ type: 'character', length: 1, default: 'P' })
  status: ClaimStatus & Opt = 'P';

  /** Why the claim is not accepted, the claim-level summary of its lines' reasons. */
  @Property({ type: 'json', default: '[]' })
  reasons: AdjudicationReason[] & Opt = [];

  /** The deposits that paid the claim (`DEP-…`, comma-separated), once a payment run paid it (status D). */
  @Property({ type: 'text', nullable: true })
  depositReferences: string | null = null;

  /** The downstream claim record of spec §3, as built at submission. */
  @Property({ type: 'json' })
  record!: ClaimRecord;

  @OneToMany(() => Expense, (expense) => expense.claim, { orphanRemoval: true })
  expenses = new Collection<Expense>(this);

  @OneToMany(() => ClaimReceipt, (receipt) => receipt.claim, { orphanRemoval: true })
  receipts = new Collection<ClaimReceipt>(this);

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  submittedAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
