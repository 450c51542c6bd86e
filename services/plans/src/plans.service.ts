import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { MEMBER_MESSAGES, planLookupNumber, type Coverage as CoverageDto, type Plan as PlanDto } from '@portal/contracts';
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

  /** A plan by number; 777 and 777-{subpolicy} are plan 247-{subpolicy}. Throws 404 'Plan not found'. */
  async getPlan(planNumber: string): Promise<PlanDto> {
    const plan = await this.em.findOne(
      Plan,
      { planNumber: planLookupNumber(planNumber) },
      { populate: ['coverages.coverage'], orderBy: { coverages: { coverage: { assignedId: 'asc' } } } },
    );
    if (!plan) throw new NotFoundException(MEMBER_MESSAGES.planNotFound);
    return toPlanDto(plan);
  }

  /** Coverage ids keyed by assigned id, for the given assigned ids that exist. */
  async coverageIdsByAssignedId(assignedIds: readonly number[]): Promise<Map<number, number>> {
    const coverages = await this.em.find(Coverage, { assignedId: { $in: [...assignedIds] } });
    return new Map(coverages.map((c) => [c.assignedId, c.id]));
  }
}
