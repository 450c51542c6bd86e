import type { Plan } from '@portal/contracts';
import type { PlanRules } from './adjudicate';
import { toCents } from './money-and-dates';

/** The rules a plan sets for adjudication, amounts in cents. */
export const planRulesOf = (plan: Plan): PlanRules => ({
  effectiveDate: plan.effectiveDate,
  submissionWindowDays: plan.submissionWindowDays,
  coverages: new Map(
    plan.coverages.map((coverage) => [
      coverage.coverageId,
      {
        coverageTypeId: coverage.customId ?? coverage.assignedId,
        heldForApproval: coverage.heldForApproval,
        perClaimMaximum: coverage.perClaimMaximum === null ? null : toCents(coverage.perClaimMaximum),
        annualMaximum: coverage.annualMaximum === null ? null : toCents(coverage.annualMaximum),
      },
    ]),
  ),
});
