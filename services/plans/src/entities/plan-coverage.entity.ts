import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Coverage } from './coverage.entity';
import { Plan } from './plan.entity';

/** A coverage offered by a plan, with the plan's own settings for it. */
@Entity({ tableName: 'plan_coverage' })
@Unique({ properties: ['plan', 'coverage'] })
export class PlanCoverage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Plan, { deleteRule: 'cascade' })
  plan!: Rel<Plan>;

  @ManyToOne(() => Coverage, { deleteRule: 'restrict' })
  coverage!: Rel<Coverage>;

  @Property({ type: 'boolean', default: false })
  requiresReferral: boolean & Opt = false;

  /** Overrides the coverage's assigned id for this plan. */
  @Property({ type: 'integer', nullable: true })
  customId: number | null = null;

  @Property({ type: 'boolean', default: false })
  heldForApproval: boolean & Opt = false;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  perClaimMaximum: string | null = null;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  annualMaximum: string | null = null;
}
