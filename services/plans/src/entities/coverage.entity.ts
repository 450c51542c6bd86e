import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'coverage' })
export class Coverage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  /** The French name; English screens and a French one without it show `name`. */
  @Property({ type: 'text', nullable: true })
  nameFr: string | null = null;

  @Property({ type: 'integer', unique: true })
  assignedId!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
