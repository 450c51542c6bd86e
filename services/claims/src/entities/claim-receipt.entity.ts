import { type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Claim } from './claim.entity';

/** A receipt attached to a claim (PDF, JPEG or PNG, at most 2 MB), kept with it. */
@Entity({ tableName: 'claim_receipt' })
@Check({ name: 'claim_receipt_size_check', expression: 'size > 0' })
@Index({ properties: ['claim'] })
export class ClaimReceipt {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => Claim, { deleteRule: 'cascade' })
  claim!: Rel<Claim>;

  @Property({ type: 'text' })
  fileName!: string;

  @Property({ type: 'string', length: 64 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'blob', lazy: true })
  data!: Buffer;
}
