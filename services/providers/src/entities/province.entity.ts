import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Reference data, inserted by the first migration: 13 provinces and territories, then Other (OT). */
@Entity({ tableName: 'province' })
export class Province {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 2, unique: true })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  /** IANA time zone of the province's capital. */
  @Property({ type: 'text' })
  location!: string;

  @Property({ type: 'integer' })
  sortOrder!: number;
}
