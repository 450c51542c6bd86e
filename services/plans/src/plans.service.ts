import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Coverage as CoverageDto, Plan as PlanDto } from '@portal/contracts';
import { Coverage } from './entities/coverage.entity';
import { Plan } from './entities/plan.entity';
import { toCoverageDto, toPlanDto } from './dto/plan.mapper';

/** The plans domain's public API: plans, coverages and their per-plan settings. */
@Injectable()
export class PlansService {
  constructor(private readonly em: EntityManager) {}

  async listCoverages(): Promise<CoverageDto[]> {
    const coverages = await this.em.find(Coverage, {}, { orderBy: { assignedId: 'asc' } });
    return coverages.map(toCoverageDto);
  }

  async listPlans(): Promise<PlanDto[]> {
    const plans = await this.em.find(
      Plan,
      {},
      { populate: ['coverages.coverage'], orderBy: { planNumber: 'asc', coverages: { coverage: { assignedId: 'asc' } } } },
    );
    return plans.map(toPlanDto);
  }

  /** Coverage ids keyed by assigned id, for the given assigned ids that exist. */
  async coverageIdsByAssignedId(assignedIds: readonly number[]): Promise<Map<number, number>> {
    const coverages = await this.em.find(Coverage, { assignedId: { $in: [...assignedIds] } });
    return new Map(coverages.map((c) => [c.assignedId, c.id]));
  }
}
