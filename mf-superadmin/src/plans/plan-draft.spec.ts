import type { Coverage, Plan } from '@portal/contracts';
import { canSave, draftProblems, newPlanDraft, planDraftOf, planInputOf, type PlanDraft } from './plan-draft';

const coverages: Coverage[] = [
  { coverageId: 1, name: 'Physiotherapy', nameFr: 'Physiothérapie', assignedId: 11 },
  { coverageId: 2, name: 'Massage Therapy', nameFr: 'Massothérapie', assignedId: 12 },
  { coverageId: 3, name: 'Chiropractic', nameFr: null, assignedId: 13 },
];
const GUID = '0b7c5c9e-2f7e-4f55-9d65-4bb3b1b7a001';
const offered = {
  selected: true,
  requiresReferral: false,
  customId: '',
  heldForApproval: false,
  perClaimMaximum: '',
  annualMaximum: '',
};
const valid: PlanDraft = {
  planNumber: '555',
  planName: 'Campus',
  planNameFr: '',
  effectiveDate: '2026-09-01',
  isDrawbridgePlan: false,
  planIdentityId: '',
  coverages: { 1: { ...offered, requiresReferral: true, customId: '91' } },
};

describe('plan draft', () => {
  it('starts a new plan today with nothing selected, so Save is disabled', () => {
    const draft = newPlanDraft('2026-11-23');
    expect(draft.effectiveDate).toBe('2026-11-23');
    expect(draftProblems(draft, coverages)).toEqual({
      planNumber: 'number',
      planName: 'name',
      coverages: 'coverage',
      customIds: {},
      maximums: {},
    });
    expect(canSave(draftProblems(draft, coverages))).toBe(false);
  });

  it('allows Save for a complete plan', () => {
    expect(draftProblems(valid, coverages)).toEqual({ customIds: {}, maximums: {} });
    expect(canSave(draftProblems(valid, coverages))).toBe(true);
  });

  it('needs a date and, for a drawbridge plan, a valid GUID (braces allowed)', () => {
    expect(draftProblems({ ...valid, effectiveDate: '' }, coverages).effectiveDate).toBe('date');
    const drawbridge = { ...valid, isDrawbridgePlan: true };
    expect(draftProblems(drawbridge, coverages).planIdentityId).toBe('planId');
    expect(draftProblems({ ...drawbridge, planIdentityId: '1234' }, coverages).planIdentityId).toBe('guid');
    expect(canSave(draftProblems({ ...drawbridge, planIdentityId: `{${GUID}}` }, coverages))).toBe(true);
  });

  it("flags a custom id equal to any assigned id or another custom id ('ID is used'), or not numeric", () => {
    const draft = (customIds: [string, string]): PlanDraft => ({
      ...valid,
      coverages: {
        1: { ...offered, customId: customIds[0] },
        2: { ...offered, customId: customIds[1] },
      },
    });
    expect(draftProblems(draft(['13', '']), coverages).customIds).toEqual({ 1: 'idUsed' });
    expect(draftProblems(draft(['90', '90']), coverages).customIds).toEqual({ 2: 'idUsed' });
    expect(draftProblems(draft(['9a', '']), coverages).customIds).toEqual({ 1: 'numeric' });
    expect(canSave(draftProblems(draft(['13', '']), coverages))).toBe(false);
  });

  it('ignores the custom id of an unselected coverage', () => {
    const draft = {
      ...valid,
      coverages: { ...valid.coverages, 2: { ...offered, selected: false, customId: '11', annualMaximum: 'x' } },
    };
    expect(draftProblems(draft, coverages).customIds).toEqual({});
    expect(draftProblems(draft, coverages).maximums).toEqual({});
    expect(planInputOf(draft, coverages).coverages).toHaveLength(1);
  });

  it('flags a maximum that is not an amount above 0 with at most two decimals', () => {
    const draft = (perClaimMaximum: string, annualMaximum: string): PlanDraft => ({
      ...valid,
      coverages: { 1: { ...offered, perClaimMaximum, annualMaximum } },
    });
    expect(draftProblems(draft('250.50', '1500'), coverages).maximums).toEqual({});
    expect(draftProblems(draft('0', '12.345'), coverages).maximums).toEqual({
      1: { perClaimMaximum: 'maximum', annualMaximum: 'maximum' },
    });
    expect(draftProblems(draft('', '-1'), coverages).maximums).toEqual({ 1: { annualMaximum: 'maximum' } });
    expect(canSave(draftProblems(draft('abc', ''), coverages))).toBe(false);
  });

  it('round-trips a plan into the request body', () => {
    const plan: Plan = {
      planId: 9,
      planNumber: '420',
      planName: 'Bridge',
      planNameFr: 'Régime passerelle',
      effectiveDate: '2022-06-01T00:00:00Z',
      isDrawbridgePlan: true,
      planIdentityId: GUID,
      submissionWindowDays: 30,
      coverages: [
        {
          ...coverages[2],
          requiresReferral: true,
          customId: 33,
          heldForApproval: true,
          perClaimMaximum: 250.5,
          annualMaximum: null,
        },
      ] as Plan['coverages'],
    };
    expect(planInputOf(planDraftOf(plan), coverages)).toEqual({
      planNumber: '420',
      planName: 'Bridge',
      planNameFr: 'Régime passerelle',
      effectiveDate: '2022-06-01',
      isDrawbridgePlan: true,
      planIdentityId: GUID,
      coverages: [
        {
          coverageId: 3,
          requiresReferral: true,
          customId: 33,
          heldForApproval: true,
          perClaimMaximum: 250.5,
          annualMaximum: null,
        },
      ],
    });
  });

  it('sends no French name when it is blank, the typed one trimmed otherwise', () => {
    expect(planInputOf({ ...valid, planNameFr: '  ' }, coverages).planNameFr).toBeNull();
    expect(planInputOf({ ...valid, planNameFr: ' Régime du campus ' }, coverages).planNameFr).toBe('Régime du campus');
  });
});
