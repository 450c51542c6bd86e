import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ClaimStatus } from './claim.entity';

/**
 * A status the worker's re-adjudication changed, kept so `GET /claims/UpdateStatus` answers at once
 * with what changed lately (ADR 022). Written in the transaction that changes the claim.
 */
@Entity({ tableName: 'claim_status_change' })
@Check({
  name: 'claim_status_change_status_check',
  expression: "from_status in ('A', 'E', 'P', 'R') and to_status in ('A', 'E', 'P', 'R')",
})
@Index({ name: 'claim_status_change_changed_at_index', properties: ['changedAt'] })
@Index({ name: 'claim_status_change_provider_id_changed_at_index', properties: ['providerId', 'changedAt'] })
export class ClaimStatusChange {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'bigint' })
  claimId!: string;

  @Property({ type: 'uuid' })
  providerId!: string;

  @Property({ type: 'string', length: 64 })
  submissionId!: string;

  @Property({ type: 'character', length: 1 })
  fromStatus!: ClaimStatus;

  @Property({ type: 'character', length: 1 })
  toStatus!: ClaimStatus;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  changedAt!: Date;
}
