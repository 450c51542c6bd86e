import { customIdProblem, PLAN_MESSAGES, type PlanCoverageInput } from '@portal/contracts/plan-admin';
import type { ValidationDetail } from '@portal/server-core';

/**
 * What the contract cannot check without the stored coverages: each coverage exists, and a custom id
 * is neither any coverage's assigned id nor another custom id of the plan ('ID is used').
 */
export const planCoverageProblems = (
  settings: readonly Pick<PlanCoverageInput, 'coverageId' | 'customId'>[],
  coverages: ReadonlyArray<{ readonly id: number; readonly assignedId: number }>,
): ValidationDetail[] => {
  const known = new Set(coverages.map((c) => c.id));
  const assignedIds = coverages.map((c) => c.assignedId);
  const customIds = new Set<number>();
  const details: ValidationDetail[] = [];
  settings.forEach(({ coverageId, customId }, index) => {
    if (!known.has(coverageId)) details.push({ path: `coverages.${index}.coverageId`, message: PLAN_MESSAGES.unknownCoverage });
    if (customId === null) return;
    const problem = customIdProblem(customId, assignedIds) ?? (customIds.has(customId) ? PLAN_MESSAGES.idUsed : null);
    if (problem) details.push({ path: `coverages.${index}.customId`, message: problem });
    customIds.add(customId);
  });
  return details;
};
