import type { Coverage as CoverageDto, Plan as PlanDto, PlanCoverage as PlanCoverageDto } from '@portal/contracts';
import type { Coverage } from '../entities/coverage.entity';
import type { PlanCoverage } from '../entities/plan-coverage.entity';
import type { Plan } from '../entities/plan.entity';

const money = (value: string | null): number | null => (value === null ? null : Number(value));

export const toCoverageDto = (coverage: Coverage): CoverageDto => ({
  coverageId: coverage.id,
  name: coverage.name,
  assignedId: coverage.assignedId,
});

const toPlanCoverageDto = (planCoverage: PlanCoverage): PlanCoverageDto => ({
  ...toCoverageDto(planCoverage.coverage),
  requiresReferral: planCoverage.requiresReferral,
  customId: planCoverage.customId,
  heldForApproval: planCoverage.heldForApproval,
  perClaimMaximum: money(planCoverage.perClaimMaximum),
  annualMaximum: money(planCoverage.annualMaximum),
});

export const toPlanDto = (plan: Plan): PlanDto => ({
  planId: plan.id,
  planNumber: plan.planNumber,
  planName: plan.planName,
  effectiveDate: plan.effectiveDate,
  isDrawbridgePlan: plan.isDrawbridgePlan,
  planIdentityId: plan.planIdentityId,
  submissionWindowDays: plan.submissionWindowDays,
  coverages: plan.coverages.getItems().map(toPlanCoverageDto),
});
