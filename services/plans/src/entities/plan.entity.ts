import { Collection, type Opt } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PlanCoverage } from './plan-coverage.entity';

@Entity({ tableName: 'plan' })
export class Plan {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** As users know it, e.g. `110` or `247-01` (member plan code 777, subpolicy 01). */
  @Property({ type: 'string', length: 32, unique: true })
  planNumber!: string;

  @Property({ type: 'text' })
  planName!: string;

  /** The French name; English screens and a French one without it show `planName`. */
  @Property({ type: 'text', nullable: true })
  planNameFr: string | null = null;

  /** ISO date (yyyy-mm-dd). */
  @Property({ type: 'date' })
  effectiveDate!: string;

  @Property({ type: 'boolean', default: false })
  isDrawbridgePlan: boolean & Opt = false;

  @Property({ type: 'uuid', nullable: true })
  planIdentityId: string | null = null;

  @Property({ type: 'integer', default: 30 })
  submissionWindowDays: number & Opt = 30;

  @OneToMany(() => PlanCoverage, (planCoverage) => planCoverage.plan, { orphanRemoval: true })
  coverages = new Collection<PlanCoverage>(this);

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
