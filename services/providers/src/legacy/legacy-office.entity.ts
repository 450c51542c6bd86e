import { randomUUID } from 'node:crypto';
import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { LegacyProfile } from './legacy-profile.entity';

/** One office of a legacy profile (one CSV row). Bank numbers are sealed with FieldCipher, never stored in clear. */
@Entity({ tableName: 'legacy_office' })
@Check({ name: 'legacy_office_province_check', expression: "province ~ '^[A-Z]{2}$'" })
@Index({ properties: ['profile', 'position'] })
export class LegacyOffice {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => LegacyProfile, { deleteRule: 'cascade' })
  profile!: Rel<LegacyProfile>;

  /** Order of the office's row within the file. */
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @Property({ type: 'text' })
  clinicName!: string;

  @Property({ type: 'string', length: 32, nullable: true })
  businessId: string | null = null;

  @Property({ type: 'text' })
  address!: string;

  @Property({ type: 'text' })
  city!: string;

  /** Province code (`ON`, ... `OT`). */
  @Property({ type: 'character', length: 2 })
  province!: string;

  @Property({ type: 'string', length: 10 })
  postalCode!: string;

  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Property({ type: 'string', length: 10, nullable: true })
  extension: string | null = null;

  @Property({ type: 'text' })
  email!: string;

  /** AES-256-GCM sealed (FieldCipher), like the three below. */
  @Property({ type: 'text', nullable: true })
  institutionNumberEncrypted: string | null = null;

  @Property({ type: 'text', nullable: true })
  transitNumberEncrypted: string | null = null;

  @Property({ type: 'text', nullable: true })
  accountNumberEncrypted: string | null = null;
}
