import { type Coverage, type Plan } from '@portal/contracts';
import { customIdProblem, isGuid, type PlanInput } from '@portal/contracts/plan-admin';

export interface CoverageSetting {
  readonly selected: boolean;
  readonly requiresReferral: boolean;
  /** As typed; empty means no custom id. */
  readonly customId: string;
  readonly heldForApproval: boolean;
  /** Dollars as typed; empty means no maximum. */
  readonly perClaimMaximum: string;
  readonly annualMaximum: string;
}

export type Maximum = 'perClaimMaximum' | 'annualMaximum';

export interface PlanDraft {
  readonly planNumber: string;
  readonly planName: string;
  /** Optional: none when blank (French screens then show `planName`). */
  readonly planNameFr: string;
  /** yyyy-mm-dd, empty when cleared. */
  readonly effectiveDate: string;
  readonly isDrawbridgePlan: boolean;
  readonly planIdentityId: string;
  readonly coverages: Readonly<Record<number, CoverageSetting>>;
}

export type DraftProblem = 'number' | 'name' | 'date' | 'planId' | 'guid' | 'idUsed' | 'numeric' | 'coverage' | 'maximum';

export interface DraftProblems {
  readonly planNumber?: DraftProblem;
  readonly planName?: DraftProblem;
  readonly effectiveDate?: DraftProblem;
  readonly planIdentityId?: DraftProblem;
  readonly coverages?: DraftProblem;
  readonly customIds: Readonly<Record<number, DraftProblem>>;
  /** Only the coverages with a maximum that is not an amount. */
  readonly maximums: Readonly<Record<number, Partial<Record<Maximum, DraftProblem>>>>;
}

const UNSET: CoverageSetting = {
  selected: false,
  requiresReferral: false,
  customId: '',
  heldForApproval: false,
  perClaimMaximum: '',
  annualMaximum: '',
};
const MAXIMUMS: readonly Maximum[] = ['perClaimMaximum', 'annualMaximum'];
const AMOUNT = /^\d{1,8}(?:\.\d{1,2})?$/;
const amountText = (value: number | null): string => (value === null ? '' : value.toFixed(2));
const amountOf = (text: string): number | null => (text === '' ? null : Number(text));
const isMaximum = (text: string): boolean => text === '' || (AMOUNT.test(text) && Number(text) > 0);

export const settingOf = (draft: PlanDraft, coverageId: number): CoverageSetting => draft.coverages[coverageId] ?? UNSET;

/** Spec §6: a new plan starts today (local time), with no number, name or coverages. */
export const newPlanDraft = (today: string): PlanDraft => ({
  planNumber: '',
  planName: '',
  planNameFr: '',
  effectiveDate: today,
  isDrawbridgePlan: false,
  planIdentityId: '',
  coverages: {},
});

/** The plan's coverages pre-selected with their referral flags and custom ids. */
export const planDraftOf = (plan: Plan): PlanDraft => ({
  planNumber: plan.planNumber,
  planName: plan.planName,
  planNameFr: plan.planNameFr ?? '',
  effectiveDate: plan.effectiveDate.slice(0, 10),
  isDrawbridgePlan: plan.isDrawbridgePlan,
  planIdentityId: plan.planIdentityId ?? '',
  coverages: Object.fromEntries(
    plan.coverages.map((c) => [
      c.coverageId,
      {
        selected: true,
        requiresReferral: c.requiresReferral,
        customId: c.customId === null ? '' : String(c.customId),
        heldForApproval: c.heldForApproval,
        perClaimMaximum: amountText(c.perClaimMaximum),
        annualMaximum: amountText(c.annualMaximum),
      },
    ]),
  ),
});

const NUMERIC = /^\d{1,9}$/;

/** What keeps Save disabled (spec §5), field by field; a custom id equal to any assigned id is used. */
export const draftProblems = (draft: PlanDraft, coverages: readonly Coverage[]): DraftProblems => {
  const assignedIds = coverages.map((c) => c.assignedId);
  const customIds: Record<number, DraftProblem> = {};
  const maximums: Record<number, Partial<Record<Maximum, DraftProblem>>> = {};
  const seen = new Set<string>();
  for (const coverage of coverages) {
    const setting = settingOf(draft, coverage.coverageId);
    const { selected, customId } = setting;
    if (!selected) continue;
    const wrong = MAXIMUMS.filter((maximum) => !isMaximum(setting[maximum]));
    if (wrong.length) maximums[coverage.coverageId] = Object.fromEntries(wrong.map((maximum) => [maximum, 'maximum']));
    if (customId === '') continue;
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
    maximums,
  };
};

export const canSave = (problems: DraftProblems): boolean =>
  !problems.planNumber &&
  !problems.planName &&
  !problems.effectiveDate &&
  !problems.planIdentityId &&
  !problems.coverages &&
  Object.keys(problems.customIds).length === 0 &&
  Object.keys(problems.maximums).length === 0;

/** The request body: the selected coverages, in the order of `coverages`. */
export const planInputOf = (draft: PlanDraft, coverages: readonly Coverage[]): PlanInput => ({
  planNumber: draft.planNumber.trim(),
  planName: draft.planName.trim(),
  planNameFr: draft.planNameFr.trim() || null,
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
        heldForApproval: setting.heldForApproval,
        perClaimMaximum: amountOf(setting.perClaimMaximum),
        annualMaximum: amountOf(setting.annualMaximum),
      };
    }),
});
