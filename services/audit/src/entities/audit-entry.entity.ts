import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';

/** Append-only: who (acting as whom) did what to which subject, when, in which request. */
@Entity({ tableName: 'audit_entry' })
@Trigger({
  name: 'audit_entry_append_only',
  timing: 'before',
  events: ['update', 'delete'],
  forEach: 'row',
  body: `raise exception 'audit_entry is append-only';`,
})
@Index({ properties: ['subjectType', 'subjectId', 'at'] })
@Index({ properties: ['actor', 'at'] })
export class AuditEntry {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'text' })
  actor!: string;

  /** The provider an impersonating administrator was acting as. */
  @Property({ type: 'text', nullable: true })
  actingAs: string | null = null;

  @Property({ type: 'string', length: 64 })
  action!: string;

  @Property({ type: 'string', length: 32 })
  subjectType!: string;

  @Property({ type: 'text' })
  subjectId!: string;

  @Property({ type: 'string', length: 128, nullable: true })
  requestId: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  at: Date & Opt = new Date();
}
