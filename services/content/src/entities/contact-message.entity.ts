import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A message sent from the portal's contact drawer, kept with who sent it (the account, not only the typed e-mail). */
@Entity({ tableName: 'contact_message' })
@Index({ properties: ['senderSubject', 'createdAt'] })
export class ContactMessage {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  /** The account's `sub`; rate limits count per account. */
  @Property({ type: 'text' })
  senderSubject!: string;

  @Property({ type: 'text', nullable: true })
  senderUsername: string | null = null;

  @Property({ type: 'string', length: 32 })
  senderRole!: string;

  @Property({ type: 'uuid', nullable: true })
  providerId: string | null = null;

  /** The administrator acting as the provider, when impersonating. */
  @Property({ type: 'text', nullable: true })
  actingAdmin: string | null = null;

  @Property({ type: 'string', length: 128, nullable: true })
  requestId: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
