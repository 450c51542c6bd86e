import { customIdProblem, isGuid, type Coverage, type Plan, type PlanInput } from '@portal/contracts';

export interface CoverageSetting {
  readonly selected: boolean;
  readonly requiresReferral: boolean;
  /** As typed; empty means no custom id. */
  readonly customId: string;
}

export interface PlanDraft {
  readonly planNumber: string;
  readonly planName: string;
  /** yyyy-mm-dd, empty when cleared. */
  readonly effectiveDate: string;
  readonly isDrawbridgePlan: boolean;
  readonly planIdentityId: string;
  readonly coverages: Readonly<Record<number, CoverageSetting>>;
}

export type DraftProblem = 'number' | 'name' | 'date' | 'planId' | 'guid' | 'idUsed' | 'numeric' | 'coverage';

export interface DraftProblems {
  readonly planNumber?: DraftProblem;
  readonly planName?: DraftProblem;
  readonly effectiveDate?: DraftProblem;
  readonly planIdentityId?: DraftProblem;
  readonly coverages?: DraftProblem;
  readonly customIds: Readonly<Record<number, DraftProblem>>;
}

const UNSET: CoverageSetting = { selected: false, requiresReferral: false, customId: '' };

export const settingOf = (draft: PlanDraft, coverageId: number): CoverageSetting => draft.coverages[coverageId] ?? UNSET;

/** Spec §6: a new plan starts today (local time), with no number, name or coverages. */
export const newPlanDraft = (today: string): PlanDraft => ({
  planNumber: '',
  planName: '',
  effectiveDate: today,
  isDrawbridgePlan: false,
  planIdentityId: '',
  coverages: {},
});

/** The plan's coverages pre-selected with their referral flags and custom ids. */
export const planDraftOf = (plan: Plan): PlanDraft => ({
  planNumber: plan.planNumber,
  planName: plan.planName,
  effectiveDate: plan.effectiveDate.slice(0, 10),
  isDrawbridgePlan: plan.isDrawbridgePlan,
  planIdentityId: plan.planIdentityId ?? '',
  coverages: Object.fromEntries(
    plan.coverages.map((c) => [
      c.coverageId,
      { selected: true, requiresReferral: c.requiresReferral, customId: c.customId === null ? '' : String(c.customId) },
    ]),
  ),
});

const NUMERIC = /^\d{1,9}$/;

/** What keeps Save disabled (spec §5), field by field; a custom id equal to any assigned id is used. */
export const draftProblems = (draft: PlanDraft, coverages: readonly Coverage[]): DraftProblems => {
  const assignedIds = coverages.map((c) => c.assignedId);
  const customIds: Record<number, DraftProblem> = {};
  const seen = new Set<string>();
  for (const coverage of coverages) {
    const { selected, customId } = settingOf(draft, coverage.coverageId);
    if (!selected || customId === '') continue;
    if (!NUMERIC.test(customId)) customIds[coverage.coverageId] = 'numeric';
    else if (customIdProblem(Number(customId), assignedIds) || seen.has(customId)) customIds[coverage.coverageId] = 'idUsed';
    seen.add(customId);
  }
  const guid = draft.planIdentityId.trim();
  return {
    ...(draft.planNumber.trim() ? {} : { planNumber: 'number' }),
    ...(draft.planName.trim() ? {} : { planName: 'name' }),
    ...(draft.effectiveDate ? {} : { effectiveDate: 'date' }),
    ...(draft.isDrawbridgePlan && !guid ? { planIdentityId: 'planId' } : {}),
    ...(draft.isDrawbridgePlan && guid && !isGuid(guid) ? { planIdentityId: 'guid' } : {}),
    ...(coverages.some((c) => settingOf(draft, c.coverageId).selected) ? {} : { coverages: 'coverage' }),
    customIds,
  };
};

export const canSave = (problems: DraftProblems): boolean =>
  !problems.planNumber &&
  !problems.planName &&
  !problems.effectiveDate &&
  !problems.planIdentityId &&
  !problems.coverages &&
  Object.keys(problems.customIds).length === 0;

/** The request body: the selected coverages, in the order of `coverages`. */
export const planInputOf = (draft: PlanDraft, coverages: readonly Coverage[]): PlanInput => ({
  planNumber: draft.planNumber.trim(),
  planName: draft.planName.trim(),
  effectiveDate: draft.effectiveDate,
  isDrawbridgePlan: draft.isDrawbridgePlan,
  planIdentityId: draft.isDrawbridgePlan ? draft.planIdentityId.trim() : null,
  coverages: coverages
    .filter((c) => settingOf(draft, c.coverageId).selected)
    .map((c) => {
      const setting = settingOf(draft, c.coverageId);
      return {
        coverageId: c.coverageId,
        requiresReferral: setting.requiresReferral,
        customId: setting.customId === '' ? null : Number(setting.customId),
      };
    }),
});
