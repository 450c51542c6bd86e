import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '@portal/audit';
import { MEMBER_MESSAGES, planLookupNumber, type Coverage as CoverageDto, type Plan as PlanDto } from '@portal/contracts';
import {
  assignedIdProblem,
  normalizeGuid,
  PLAN_MESSAGES,
  type CoverageInput,
  type PlanInput,
} from '@portal/contracts/plan-admin';
import { ZodValidationException } from '@portal/server-core';
import { preparedQuery } from '@portal/server-database';
import { CoverageUsageRegistry } from './coverage-usage.registry';
import { planCoverageProblems } from './plan-coverage-checks';
import { Coverage } from './entities/coverage.entity';
import { PlanCoverage } from './entities/plan-coverage.entity';
import { Plan } from './entities/plan.entity';
import { planCoverageFields, planRowToDto, toCoverageDto, toPlanDto, type PlanRow } from './dto/plan.mapper';
import { PLAN_COLUMNS } from './dto/plan-select';
import { ReferenceCache } from './reference-cache';

/** Who changed it and in which request, for the audit log. */
export interface Change {
  readonly actor: string;
  readonly requestId: string;
}

/** 'a', 'a and b', 'a, b and c'. */
const wordList = (words: readonly string[]): string =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');

const PLAN_POPULATE = ['coverages.coverage'] as const;

/** The plans domain's public API: plans, coverages and their per-plan settings. */
@Injectable()
export class PlansService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly usage: CoverageUsageRegistry,
  ) {}

  /**
   * Plans with their coverages and the coverages, as the reads of every role serve them: kept in
   * memory for a short while (ADR 028), read again after this process's own writes.
   */
  private readonly plansCache = new ReferenceCache(async () => {
    const rows = await preparedQuery<PlanRow>(
      this.em,
      'plans-all',
      `select ${PLAN_COLUMNS} from plan p order by p.plan_number`,
      [],
    );
    const plans = rows.map(planRowToDto);
    return { plans, byNumber: new Map(plans.map((plan) => [plan.planNumber, plan])) };
  });
  private readonly coveragesCache = new ReferenceCache(async () =>
    (
      await preparedQuery<{ id: number; name: string; name_fr: string | null; assigned_id: number }>(
        this.em,
        'coverages-all',
        'select c.id, c.name, c.name_fr, c.assigned_id from coverage c order by c.assigned_id',
        [],
      )
    ).map((row): CoverageDto => ({ coverageId: row.id, name: row.name, nameFr: row.name_fr, assignedId: row.assigned_id })),
  );

  /** All coverages by assigned id, read now (what a write or a check relies on). */
  async listCoverages(): Promise<CoverageDto[]> {
    const coverages = await this.em.find(Coverage, {}, { orderBy: { assignedId: 'asc' } });
    return coverages.map(toCoverageDto);
  }

  /** All coverages by assigned id, as `GET /coverages` serves them: at most `REFERENCE_TTL_MS` old (ADR 028). Shared: do not change. */
  referenceCoverages(): Promise<readonly CoverageDto[]> {
    return this.coveragesCache.get();
  }

  /** All plans with their coverages, by plan number: at most `REFERENCE_TTL_MS` old (ADR 028). Shared: do not change. */
  async listPlans(): Promise<readonly PlanDto[]> {
    return (await this.plansCache.get()).plans;
  }

  /**
   * A plan by number; 777 and 777-{subpolicy} are plan 247-{subpolicy}. Throws 404 'Plan not found'.
   * At most `REFERENCE_TTL_MS` old (ADR 028). Shared: do not change.
   */
  async getPlan(planNumber: string): Promise<PlanDto> {
    const plan = (await this.plansCache.get()).byNumber.get(planLookupNumber(planNumber));
    if (!plan) throw new NotFoundException(MEMBER_MESSAGES.planNotFound);
    return plan;
  }

  /** After a write of plans or coverages, committed or not: the next read reads them again. */
  private invalidate(): void {
    this.plansCache.invalidate();
    this.coveragesCache.invalidate();
  }

  /** Coverage ids keyed by assigned id, for the given assigned ids that exist. */
  async coverageIdsByAssignedId(assignedIds: readonly number[]): Promise<Map<number, number>> {
    const coverages = await this.em.find(Coverage, { assignedId: { $in: [...assignedIds] } });
    return new Map(coverages.map((c) => [c.assignedId, c.id]));
  }

  createPlan(input: PlanInput, change: Change): Promise<PlanDto> {
    return this.writePlan(input, null, change);
  }

  updatePlan(id: number, input: PlanInput, change: Change): Promise<PlanDto> {
    return this.writePlan(input, id, change);
  }

  async deletePlan(id: number, change: Change): Promise<void> {
    await this.writing(() =>
      this.em.transactional(async () => {
        const plan = await this.em.findOne(Plan, { id });
        if (!plan) throw new NotFoundException('Plan not found');
        this.em.remove(plan);
        this.audit.record({ ...change, action: 'plan.delete', subjectType: 'plan', subjectId: plan.planNumber });
      }),
    );
  }

  createCoverage(input: CoverageInput, change: Change): Promise<CoverageDto> {
    return this.writeCoverage(input, null, change);
  }

  updateCoverage(id: number, input: CoverageInput, change: Change): Promise<CoverageDto> {
    return this.writeCoverage(input, id, change);
  }

  /** Refused (409) while a plan offers the coverage or another domain uses it (claims, providers). */
  async deleteCoverage(id: number, change: Change): Promise<void> {
    await this.writing(() =>
      this.em.transactional(async () => {
        const coverage = await this.em.findOne(Coverage, { id });
        if (!coverage) throw new NotFoundException('Coverage not found');
        const plans = await this.em.find(
          PlanCoverage,
          { coverage },
          { populate: ['plan'], orderBy: { plan: { planNumber: 'asc' } } },
        );
        const usages = [
          ...(plans.length ? [`plan ${plans.map((pc) => pc.plan.planNumber).join(', ')}`] : []),
          ...(await this.usage.usages({ coverageId: coverage.id, assignedId: coverage.assignedId })),
        ];
        if (usages.length)
          throw new ConflictException(`The coverage ${coverage.name} is used by ${wordList(usages)} and cannot be deleted`);
        this.em.remove(coverage);
        this.audit.record({ ...change, action: 'coverage.delete', subjectType: 'coverage', subjectId: String(id) });
      }),
    );
  }

  private planFields(input: PlanInput) {
    return {
      planNumber: input.planNumber,
      planName: input.planName,
      planNameFr: input.planNameFr,
      effectiveDate: input.effectiveDate,
      isDrawbridgePlan: input.isDrawbridgePlan,
      planIdentityId: input.isDrawbridgePlan && input.planIdentityId ? normalizeGuid(input.planIdentityId) : null,
    };
  }

  /** Checks the coverages against the stored ones, then replaces the plan's coverage settings. */
  private async writePlan(input: PlanInput, id: number | null, change: Change): Promise<PlanDto> {
    const duplicate = `Plan number ${input.planNumber} already exists`;
    const planId = await this.uniquely(duplicate, () =>
      this.em.transactional(async () => {
        const stored = id === null ? null : await this.em.findOne(Plan, { id }, { populate: ['coverages'] });
        if (id !== null && !stored) throw new NotFoundException('Plan not found');
        const clash = await this.em.findOne(Plan, { planNumber: input.planNumber });
        if (clash && clash.id !== id) throw new ConflictException(duplicate);
        const coverages = new Map((await this.em.find(Coverage, {})).map((c) => [c.id, c]));
        const details = planCoverageProblems(input.coverages, [...coverages.values()]);
        if (details.length) throw new ZodValidationException(details);
        const plan = stored ? this.em.assign(stored, this.planFields(input)) : this.em.create(Plan, this.planFields(input));
        const existing = new Map(
          plan.coverages.isInitialized() ? plan.coverages.getItems().map((pc) => [pc.coverage.id, pc]) : [],
        );
        const kept = new Set<number>();
        for (const setting of input.coverages) {
          kept.add(setting.coverageId);
          const current = existing.get(setting.coverageId);
          const fields = planCoverageFields(setting);
          if (current) this.em.assign(current, fields);
          else
            plan.coverages.add(
              this.em.create(PlanCoverage, { plan, coverage: coverages.get(setting.coverageId) as Coverage, ...fields }),
            );
        }
        for (const [coverageId, planCoverage] of existing) if (!kept.has(coverageId)) plan.coverages.remove(planCoverage);
        await this.em.flush();
        this.audit.record({
          ...change,
          action: stored ? 'plan.update' : 'plan.create',
          subjectType: 'plan',
          subjectId: plan.planNumber,
        });
        return plan.id;
      }),
    );
    return this.planDto(planId);
  }

  private async writeCoverage(input: CoverageInput, id: number | null, change: Change): Promise<CoverageDto> {
    const coverage = await this.uniquely(PLAN_MESSAGES.idUsed, () =>
      this.em.transactional(async () => {
        const stored = id === null ? null : await this.em.findOne(Coverage, { id });
        if (id !== null && !stored) throw new NotFoundException('Coverage not found');
        const others = await this.em.find(Coverage, { assignedId: input.assignedId });
        const problem = assignedIdProblem(
          input.assignedId,
          others.map((c) => ({ coverageId: c.id, assignedId: c.assignedId })),
          id,
        );
        const customIdOfAPlan = (await this.em.count(PlanCoverage, { customId: input.assignedId })) > 0;
        if (problem || customIdOfAPlan) throw new ZodValidationException([{ path: 'assignedId', message: PLAN_MESSAGES.idUsed }]);
        const coverage = stored ? this.em.assign(stored, input) : this.em.create(Coverage, input);
        await this.em.flush();
        this.audit.record({
          ...change,
          action: id === null ? 'coverage.create' : 'coverage.update',
          subjectType: 'coverage',
          subjectId: String(coverage.id),
        });
        return coverage;
      }),
    );
    return toCoverageDto(coverage);
  }

  private async planDto(id: number): Promise<PlanDto> {
    const plan = await this.em.fork().findOneOrFail(Plan, { id }, { populate: PLAN_POPULATE });
    return toPlanDto(plan);
  }

  /** A unique constraint lost to a concurrent write is the same conflict the checks report. */
  private async uniquely<T>(message: string, write: () => Promise<T>): Promise<T> {
    try {
      return await this.writing(write);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(message);
      throw error;
    }
  }

  /** A write of plans or coverages; once it has committed or failed, the cached reads are read again. */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.invalidate();
    }
  }
}
