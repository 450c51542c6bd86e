import {
  assignedIdProblem,
  coverageInputSchema,
  customIdProblem,
  isGuid,
  normalizeGuid,
  PLAN_MESSAGES,
  planInputSchema,
} from './plan-admin';

const GUID = '0b7c5c9e-2f7e-4f55-9d65-4bb3b1b7a001';
const plan = {
  planNumber: '555',
  planName: 'Test',
  effectiveDate: '2026-01-01',
  isDrawbridgePlan: false,
  planIdentityId: null,
  coverages: [{ coverageId: 1, requiresReferral: true, customId: 91 }],
};
const messages = (input: unknown) => {
  const result = planInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('GUIDs', () => {
  it('accepts 8-4-4-4-12 hex with or without braces, in any case', () => {
    expect(isGuid(GUID)).toBe(true);
    expect(isGuid(`{${GUID.toUpperCase()}}`)).toBe(true);
    expect(isGuid('ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(true);
  });

  it('refuses other shapes, one brace, non-hex', () => {
    expect(isGuid(`{${GUID}`)).toBe(false);
    expect(isGuid(GUID.replace(/-/g, ''))).toBe(false);
    expect(isGuid(GUID.replace('0', 'g'))).toBe(false);
    expect(isGuid('')).toBe(false);
  });

  it('stores the GUID without braces, lower case', () => {
    expect(normalizeGuid(` {${GUID.toUpperCase()}} `)).toBe(GUID);
  });
});

describe('ids', () => {
  const coverages = [
    { coverageId: 1, assignedId: 11 },
    { coverageId: 2, assignedId: 12 },
  ];

  it('a custom id equal to any assigned id is used', () => {
    expect(customIdProblem(12, [11, 12])).toBe(PLAN_MESSAGES.idUsed);
    expect(customIdProblem(91, [11, 12])).toBeNull();
  });

  it("an assigned id is used when it is another coverage's, not when unchanged", () => {
    expect(assignedIdProblem(12, coverages, 1)).toBe('ID is used');
    expect(assignedIdProblem(11, coverages, 1)).toBeNull();
    expect(assignedIdProblem(11, coverages, null)).toBe('ID is used');
    expect(assignedIdProblem(17, coverages, null)).toBeNull();
  });
});

describe('planInputSchema', () => {
  it('accepts a plan and keeps its coverages', () => {
    expect(messages(plan)).toEqual([]);
  });

  it('needs a number, a name, a date and a coverage, with the spec messages', () => {
    expect(messages({ ...plan, planNumber: ' ', planName: '', effectiveDate: '', coverages: [] })).toEqual([
      'planNumber: Please enter number',
      'planName: Please enter name',
      'effectiveDate: Please enter date',
      'coverages: Please select at least one coverage',
    ]);
  });

  it('needs a valid Plan Id for a drawbridge plan', () => {
    expect(messages({ ...plan, isDrawbridgePlan: true })).toEqual(['planIdentityId: Please enter Plan Id']);
    expect(messages({ ...plan, isDrawbridgePlan: true, planIdentityId: 'abc' })).toEqual([
      'planIdentityId: Please enter valid Guid',
    ]);
    expect(messages({ ...plan, isDrawbridgePlan: true, planIdentityId: `{${GUID}}` })).toEqual([]);
  });

  it('refuses a coverage twice and a non-numeric custom id', () => {
    const twice = { ...plan, coverages: [plan.coverages[0], { coverageId: 1 }] };
    expect(messages(twice)).toEqual(['coverages.1.coverageId: A coverage can be selected only once']);
    expect(messages({ ...plan, coverages: [{ coverageId: 1, customId: 'x' }] })).toHaveLength(1);
  });
});

describe('plan coverage settings', () => {
  const withSetting = (setting: object) => ({ ...plan, coverages: [{ coverageId: 1, ...setting }] });

  it('defaults to no hold and no maximums', () => {
    expect(planInputSchema.parse(withSetting({})).coverages[0]).toMatchObject({
      heldForApproval: false,
      perClaimMaximum: null,
      annualMaximum: null,
    });
  });

  it('accepts maximums in dollars and cents and refuses zero, negatives and fractions of a cent', () => {
    expect(messages(withSetting({ heldForApproval: true, perClaimMaximum: 250.5, annualMaximum: 1500 }))).toEqual([]);
    const problem = 'Please enter an amount above 0 with at most two decimals';
    expect(messages(withSetting({ perClaimMaximum: 0 }))).toEqual([`coverages.0.perClaimMaximum: ${problem}`]);
    expect(messages(withSetting({ annualMaximum: -5 }))).toEqual([`coverages.0.annualMaximum: ${problem}`]);
    expect(messages(withSetting({ annualMaximum: 10.005 }))).toEqual([`coverages.0.annualMaximum: ${problem}`]);
  });
});

describe('coverageInputSchema', () => {
  it('needs a name and a non-negative integer id', () => {
    expect(coverageInputSchema.safeParse({ name: 'Dental', assignedId: 17 }).success).toBe(true);
    expect(coverageInputSchema.safeParse({ name: ' ', assignedId: 17 }).error?.issues[0]?.message).toBe('Please enter name');
    expect(coverageInputSchema.safeParse({ name: 'Dental', assignedId: 1.5 }).success).toBe(false);
  });

  it('takes an optional French name, none when blank, at most 200 characters like the English', () => {
    expect(coverageInputSchema.parse({ name: 'Dental', nameFr: ' Dentisterie ', assignedId: 17 }).nameFr).toBe('Dentisterie');
    expect(coverageInputSchema.parse({ name: 'Dental', nameFr: ' ', assignedId: 17 }).nameFr).toBeNull();
    expect(coverageInputSchema.parse({ name: 'Dental', assignedId: 17 }).nameFr).toBeNull();
    expect(coverageInputSchema.safeParse({ name: 'Dental', nameFr: 'x'.repeat(201), assignedId: 17 }).success).toBe(false);
    expect(planInputSchema.parse({ ...plan, planNameFr: 'Régime de test' }).planNameFr).toBe('Régime de test');
    expect(planInputSchema.parse(plan).planNameFr).toBeNull();
  });
});
