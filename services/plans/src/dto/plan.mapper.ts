import type { Coverage as CoverageDto, Plan as PlanDto, PlanCoverage as PlanCoverageDto } from '@portal/contracts';
import type { PlanCoverageInput } from '@portal/contracts/plan-admin';
import { decodeJson } from '@portal/server-database';
import type { Coverage } from '../entities/coverage.entity';
import type { PlanCoverage } from '../entities/plan-coverage.entity';
import type { Plan } from '../entities/plan.entity';

const money = (value: string | null): number | null => (value === null ? null : Number(value));
const decimal = (value: number | null): string | null => (value === null ? null : value.toFixed(2));

/** A plan coverage's stored settings from the dialog's input. */
export const planCoverageFields = (setting: PlanCoverageInput) => ({
  requiresReferral: setting.requiresReferral,
  customId: setting.customId,
  heldForApproval: setting.heldForApproval,
  perClaimMaximum: decimal(setting.perClaimMaximum),
  annualMaximum: decimal(setting.annualMaximum),
});

export const toCoverageDto = (coverage: Coverage): CoverageDto => ({
  coverageId: coverage.id,
  name: coverage.name,
  nameFr: coverage.nameFr,
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
  planNameFr: plan.planNameFr,
  effectiveDate: plan.effectiveDate,
  isDrawbridgePlan: plan.isDrawbridgePlan,
  planIdentityId: plan.planIdentityId,
  submissionWindowDays: plan.submissionWindowDays,
  coverages: plan.coverages.getItems().map(toPlanCoverageDto),
});

/** A plan read with SQL, its coverages aggregated as JSON. */
export interface PlanRow {
  id: number;
  plan_number: string;
  plan_name: string;
  plan_name_fr: string | null;
  effective_date: string;
  is_drawbridge_plan: boolean;
  plan_identity_id: string | null;
  submission_window_days: number;
  coverages: PlanCoverageJson[] | string;
}

interface PlanCoverageJson extends Omit<PlanCoverageDto, 'perClaimMaximum' | 'annualMaximum'> {
  perClaimMaximum: number | string | null;
  annualMaximum: number | string | null;
}

export const planRowToDto = (row: PlanRow): PlanDto => {
  const coverages = decodeJson<PlanCoverageJson[]>(row.coverages);
  return {
    planId: row.id,
    planNumber: row.plan_number,
    planName: row.plan_name,
    planNameFr: row.plan_name_fr,
    effectiveDate: row.effective_date,
    isDrawbridgePlan: row.is_drawbridge_plan,
    planIdentityId: row.plan_identity_id,
    submissionWindowDays: row.submission_window_days,
    coverages: coverages.map((c) => ({
      ...c,
      perClaimMaximum: c.perClaimMaximum === null ? null : Number(c.perClaimMaximum),
      annualMaximum: c.annualMaximum === null ? null : Number(c.annualMaximum),
    })),
  };
};
