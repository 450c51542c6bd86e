import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The providers' home page HTML, edited by SuperAdmin; the newest row is the current one. */
@Entity({ tableName: 'homepage' })
export class Homepage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  html!: string;

  /** The French page; English screens and a French one without it show `html`. */
  @Property({ type: 'text', nullable: true })
  htmlFr: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
