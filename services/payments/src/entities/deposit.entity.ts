import type { Opt, Rel } from '@mikro-orm/core';
import type { Language } from '@portal/contracts';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { PaymentRun } from './payment-run.entity';

/**
 * One direct deposit to an office, with the office's bank details as they were when the run made it
 * (the account number sealed as the office's is). Office and provider ids belong to the providers domain.
 */
@Entity({ tableName: 'deposit' })
@Check({ name: 'deposit_amount_check', expression: 'amount > 0 and amount <= 5000' })
@Check({ name: 'deposit_language_check', expression: "language in ('en', 'fr-CA')" })
@Unique({ properties: ['run', 'officeId', 'officeSequence'] })
@Index({ name: 'deposit_provider_id_payment_date_id_index', properties: ['providerId', 'paymentDate', 'id'] })
@Index({ name: 'deposit_office_id_payment_date_id_index', properties: ['officeId', 'paymentDate', 'id'] })
@Index({ name: 'deposit_payment_date_id_index', properties: ['paymentDate', 'id'] })
export class Deposit {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => PaymentRun, { deleteRule: 'restrict' })
  run!: Rel<PaymentRun>;

  /** `DEP-yyyymmdd-nnnnnn`: the CPA-005 cross-reference and what the provider's statement shows. */
  @Property({ type: 'string', length: 32, unique: true })
  reference!: string;

  @Property({ type: 'date' })
  paymentDate!: string;

  /** 0, 1, …: the office's deposits in this run, in the order its lines fill them. */
  @Property({ type: 'integer' })
  officeSequence!: number;

  @Property({ type: 'uuid' })
  providerId!: string;

  @Property({ type: 'uuid' })
  officeId!: string;

  @Property({ type: 'text' })
  officeName!: string;

  @Property({ type: 'text' })
  payeeName!: string;

  @Property({ type: 'text' })
  directDepositEmail!: string;

  @Property({ type: 'character', length: 3 })
  institutionNumber!: string;

  @Property({ type: 'character', length: 5 })
  transitNumber!: string;

  /** AES-256-GCM sealed (FieldCipher), copied as the office had it. */
  @Property({ type: 'text' })
  accountNumberEncrypted!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2 })
  amount!: string;

  @Property({ type: 'integer' })
  claimCount!: number;

  @Property({ type: 'integer' })
  lineCount!: number;

  /** The provider's e-mail language when the run made the deposit: its notice's language. */
  @Property({ type: 'string', length: 5, default: 'en' })
  language: Language & Opt = 'en';
}
