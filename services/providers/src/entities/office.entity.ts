import { randomUUID } from 'node:crypto';
import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Province } from './province.entity';
import { Provider } from './provider.entity';

@Entity({ tableName: 'office' })
@Check({ name: 'office_account_type_check', expression: "account_type in ('Chequing', 'Savings')" })
@Check({ name: 'office_institution_number_check', expression: "institution_number ~ '^[0-9]{3}$'" })
@Check({ name: 'office_transit_number_check', expression: "transit_number ~ '^[0-9]{5}$'" })
@Index({ properties: ['provider', 'position'] })
@Index({
  name: 'office_office_name_trgm_index',
  expression: 'create index "office_office_name_trgm_index" on "office" using gin ("office_name" gin_trgm_ops)',
})
export class Office {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Provider, { deleteRule: 'cascade' })
  provider!: Rel<Provider>;

  /** Display order within the provider. */
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  @Property({ type: 'text' })
  officeName!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  registrationNumber: string | null = null;

  /** Generated on approval. */
  @Property({ type: 'string', length: 32, nullable: true })
  businessId: string | null = null;

  @Property({ type: 'text', nullable: true })
  businessName: string | null = null;

  @Property({ type: 'string', length: 20 })
  phoneNumber!: string;

  @Property({ type: 'string', length: 10, nullable: true })
  phoneExtension: string | null = null;

  @Property({ type: 'text' })
  directDepositEmail!: string;

  @Property({ type: 'text' })
  address!: string;

  @Property({ type: 'text' })
  city!: string;

  @ManyToOne(() => Province, { deleteRule: 'restrict' })
  province!: Rel<Province>;

  @Property({ type: 'string', length: 10 })
  postalCode!: string;

  @Property({ type: 'text', nullable: true })
  primaryContactFirstname: string | null = null;

  @Property({ type: 'text', nullable: true })
  primaryContactLastname: string | null = null;

  @Property({ type: 'character', length: 3 })
  institutionNumber!: string;

  @Property({ type: 'character', length: 5 })
  transitNumber!: string;

  /** AES-256-GCM sealed account number (see FieldCipher); never stored or logged in clear. */
  @Property({ type: 'text' })
  accountNumberEncrypted!: string;

  @Property({ type: 'string', length: 16, default: 'Chequing' })
  accountType: ('Chequing' | 'Savings') & Opt = 'Chequing';

  @Property({ type: 'boolean', default: false })
  verifyDirectDeposit: boolean & Opt = false;
}
