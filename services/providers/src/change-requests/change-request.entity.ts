import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ApprovalStatus } from '@portal/contracts';
import type { StoredProviderSnapshot } from '../provider-snapshot';

/**
 * A provider profile change awaiting (or past) an administrator's decision. The providers domain owns
 * it with the workflow that reads and writes it (ADR 051); the table keeps its name.
 */
@Entity({ tableName: 'change_request' })
@Check({ name: 'change_request_approval_status_check', expression: "approval_status in ('Pending', 'Approved', 'Rejected')" })
@Index({ properties: ['providerId', 'timestamp'] })
@Index({ properties: ['approvalStatus', 'timestamp'] })
@Index({ properties: ['timestamp'] })
export class ChangeRequest {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'uuid' })
  providerId!: string;

  @Property({ type: 'string', length: 64 })
  action!: string;

  /** The provider's name in newValue, kept as a column for the approvals search. */
  @Property({ type: 'text' })
  providerName!: string;

  /** The provider's number when the request was made, or the one its approval generated. */
  @Property({ type: 'string', length: 32, nullable: true })
  providerNumber: string | null = null;

  @Property({ type: 'json', nullable: true })
  oldValue: StoredProviderSnapshot | null = null;

  /** Always set; the column stays nullable as the baseline migration made it. */
  @Property({ type: 'json', nullable: true })
  newValue!: StoredProviderSnapshot;

  @Property({ type: 'string', length: 16, default: 'Pending' })
  approvalStatus: ApprovalStatus & Opt = 'Pending';

  @Property({ type: 'boolean', default: false })
  isStatusRead: boolean & Opt = false;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  timestamp: Date & Opt = new Date();

  /** Subject (user id) of the administrator who decided. */
  @Property({ type: 'text', nullable: true })
  decidedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;
}
