import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One of the benefits administrator's own offices listed in the footer. */
@Entity({ tableName: 'benefits_office' })
export class BenefitsOffice {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  name!: string;

  /** The French name; English screens and a French one without it show `name`. */
  @Property({ type: 'text', nullable: true })
  nameFr: string | null = null;

  @Property({ type: 'text' })
  address!: string;

  @Property({ type: 'text' })
  city!: string;

  @Property({ type: 'string', length: 2 })
  province!: string;

  @Property({ type: 'string', length: 10 })
  postalCode!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  telephone: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  freephone: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  fax: string | null = null;

  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;
}
