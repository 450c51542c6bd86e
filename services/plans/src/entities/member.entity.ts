import { Collection, type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Dependent } from './dependent.entity';

@Entity({ tableName: 'member' })
@Check({ name: 'member_member_id_check', expression: "member_id ~ '^[0-9]{9}$'" })
/** Case-insensitive name search by prefix (`lower(...) like 'mart%'`), whatever the database collation. */
@Index({
  name: 'member_name_search_index',
  expression:
    'create index "member_name_search_index" on "member" (lower("lastname") text_pattern_ops, lower("firstname") text_pattern_ops)',
})
export class Member {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Certificate number, 9 digits with leading zeros. */
  @Property({ type: 'character', length: 9, unique: true })
  memberId!: string;

  /** Plan code as enrolled (777 is shown as 247). */
  @Property({ type: 'string', length: 16 })
  plan!: string;

  @Property({ type: 'string', length: 16, nullable: true })
  subpolicy: string | null = null;

  @Property({ type: 'text' })
  firstname!: string;

  @Property({ type: 'text' })
  lastname!: string;

  @Property({ type: 'date' })
  dob!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  address: string | null = null;

  @Property({ type: 'text', nullable: true })
  city: string | null = null;

  @Property({ type: 'string', length: 2, nullable: true })
  province: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  postalCode: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  phoneNumber: string | null = null;

  @Property({ type: 'text', nullable: true })
  comments: string | null = null;

  /** The provider the member is linked to, if any (providers domain id; no cross-domain foreign key). */
  @Property({ type: 'uuid', nullable: true })
  providerId: string | null = null;

  @OneToMany(() => Dependent, (dependent) => dependent.member, { orphanRemoval: true })
  dependents = new Collection<Dependent>(this);

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
