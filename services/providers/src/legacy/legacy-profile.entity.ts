import { Collection, type Opt } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { LegacyOffice } from './legacy-office.entity';

/**
 * A provider profile of the old portal, loaded by `npm run import:legacy -- file.csv`; prefills the
 * registration of the account whose `oldUid` equals `uid` (and nobody else's).
 */
@Entity({ tableName: 'legacy_profile' })
export class LegacyProfile {
  @PrimaryKey({ type: 'string', length: 128 })
  uid!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  registerNumber: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  providerNumber: string | null = null;

  @OneToMany(() => LegacyOffice, (office) => office.profile, { orphanRemoval: true, orderBy: { position: 'asc' } })
  offices = new Collection<LegacyOffice>(this);

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
