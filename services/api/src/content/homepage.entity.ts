import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The providers' home page HTML, edited by SuperAdmin; the newest row is the current one. */
@Entity({ tableName: 'homepage' })
export class Homepage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
