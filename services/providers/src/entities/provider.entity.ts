import { randomUUID } from 'node:crypto';
import { Collection, type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ApprovalStatus, Language } from '@portal/contracts';
import { Office } from './office.entity';
import { ProviderCoverage } from './provider-coverage.entity';

@Entity({ tableName: 'provider' })
// The admin list searches name and numbers by substring (ILIKE '%...%'): trigram indexes; name also sorts.
@Index({
  name: 'provider_provider_name_trgm_index',
  expression: 'create index "provider_provider_name_trgm_index" on "provider" using gin ("provider_name" gin_trgm_ops)',
})
@Index({
  name: 'provider_provider_number_trgm_index',
  expression: 'create index "provider_provider_number_trgm_index" on "provider" using gin ("provider_number" gin_trgm_ops)',
})
@Index({
  name: 'provider_registration_number_trgm_index',
  expression:
    'create index "provider_registration_number_trgm_index" on "provider" using gin ("registration_number" gin_trgm_ops)',
})
@Index({ properties: ['providerName'] })
@Check({ name: 'provider_approval_status_check', expression: "approval_status in ('Pending', 'Approved', 'Rejected')" })
@Check({ name: 'provider_language_check', expression: "language in ('en', 'fr-CA')" })
export class Provider {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text' })
  providerName!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  registrationNumber: string | null = null;

  /** Generated on the first approval; null for a new, unapproved provider. */
  @Property({ type: 'string', length: 32, nullable: true, unique: true })
  providerNumber: string | null = null;

  @Property({ type: 'string', length: 128, nullable: true, unique: true })
  username: string | null = null;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  /**
   * The identity service's subject (user id) of the account that registered this provider: links the
   * account to its profile until the identity record carries the provider id (README "Provider registration").
   */
  @Property({ type: 'text', nullable: true, unique: true })
  accountSubject: string | null = null;

  @Property({ type: 'string', length: 16, default: 'Pending' })
  approvalStatus: ApprovalStatus & Opt = 'Pending';

  @Property({ type: 'boolean', default: false })
  isSuspended: boolean & Opt = false;

  @Property({ type: 'text', nullable: true })
  adminMessage: string | null = null;

  @Property({ type: 'boolean', default: true })
  isStatusRead: boolean & Opt = true;

  @Property({ type: 'boolean', default: false })
  verifyProviderRegistration: boolean & Opt = false;

  @Property({ type: 'text', nullable: true })
  timezone: string | null = null;

  /** The language of the e-mails sent to the provider's offices. */
  @Property({ type: 'string', length: 5, default: 'en' })
  language: Language & Opt = 'en';

  @Property({ type: 'integer', nullable: true })
  latestAuditId: number | null = null;

  @Property({ type: 'text', nullable: true })
  file: string | null = null;

  @OneToMany(() => Office, (office) => office.provider, { orphanRemoval: true, orderBy: { position: 'asc' } })
  offices = new Collection<Office>(this);

  @OneToMany(() => ProviderCoverage, (coverage) => coverage.provider, { orphanRemoval: true })
  coverages = new Collection<ProviderCoverage>(this);

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
