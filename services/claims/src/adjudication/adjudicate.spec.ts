import { adjudicate, annualKey, claimStatusOf, duplicateKey, type AdjudicationFacts, type LineToAdjudicate } from './adjudicate';

const PHYSIO = 1;
const MASSAGE = 2;
const facts = (overrides: Partial<AdjudicationFacts> = {}): AdjudicationFacts => ({
  submittedOn: '2026-11-23',
  plan: {
    effectiveDate: '2020-01-01',
    submissionWindowDays: 30,
    coverages: new Map([
      [PHYSIO, { coverageTypeId: 11, heldForApproval: false, perClaimMaximum: null, annualMaximum: null }],
      [MASSAGE, { coverageTypeId: 12, heldForApproval: false, perClaimMaximum: null, annualMaximum: null }],
    ]),
  },
  providerCoverageIds: new Set([PHYSIO, MASSAGE]),
  priorLines: new Set(),
  priorAnnualCents: new Map(),
  ...overrides,
});
const line = (overrides: Partial<LineToAdjudicate> = {}): LineToAdjudicate => ({
  patientId: '00',
  expenseDate: '2026-11-20',
  coverageId: PHYSIO,
  coverageTypeId: 11,
  amountCents: 8000,
  ...overrides,
});
const withRule = (rule: object) => {
  const base = facts();
  return facts({
    plan: {
      ...base.plan!,
      coverages: new Map([
        [PHYSIO, { coverageTypeId: 11, heldForApproval: false, perClaimMaximum: null, annualMaximum: null, ...rule }],
      ]),
    },
  });
};
const codes = (outcome: { reasons: { code: string }[] }) => outcome.reasons.map((reason) => reason.code);

describe('adjudicate', () => {
  it('accepts a line that passes every rule', () => {
    expect(adjudicate([line()], facts())).toEqual({ status: 'A', reasons: [], lines: [{ status: 'A', reasons: [] }] });
  });

  it('rejects when the plan is missing or not effective on the expense date', () => {
    expect(codes(adjudicate([line()], facts({ plan: null })))).toEqual(['notEnrolled']);
    const late = facts({ plan: { ...facts().plan!, effectiveDate: '2026-11-21' } });
    expect(adjudicate([line()], late).status).toBe('R');
    expect(codes(adjudicate([line()], late))).toEqual(['notEnrolled']);
  });

  it('rejects a coverage the plan or the provider does not offer', () => {
    expect(codes(adjudicate([line({ coverageId: 9 })], facts()))).toEqual(['coverageNotOffered']);
    expect(codes(adjudicate([line()], facts({ providerCoverageIds: new Set([MASSAGE]) })))).toEqual(['coverageNotOffered']);
  });

  it("rejects a date outside the plan's window (with a day of grace) or in the future", () => {
    expect(adjudicate([line({ expenseDate: '2026-10-23' })], facts()).status).toBe('A');
    const old = adjudicate([line({ expenseDate: '2026-10-22' })], facts());
    expect(old.status).toBe('R');
    expect(old.reasons[0]?.message).toBe("Expense date outside the plan's submission window of 30 days");
    expect(adjudicate([line({ expenseDate: '2026-11-24' })], facts()).status).toBe('R');
  });

  it('holds a likely duplicate, of an earlier claim or within the claim, as possible duplicate', () => {
    const prior = facts({ priorLines: new Set([duplicateKey(line())]) });
    expect(adjudicate([line()], prior)).toMatchObject({
      status: 'P',
      reasons: [{ code: 'possibleDuplicate', message: 'possible duplicate' }],
    });
    const twice = adjudicate([line(), line()], facts());
    expect(twice.lines.map((outcome) => outcome.status)).toEqual(['A', 'P']);
    expect(twice.status).toBe('P');
  });

  it('holds a coverage held for administrator approval', () => {
    expect(codes(adjudicate([line()], withRule({ heldForApproval: true })))).toEqual(['heldForApproval']);
  });

  it('holds amounts over the per-claim maximum, counting the claim’s lines together', () => {
    const outcome = adjudicate(
      [line({ amountCents: 6000 }), line({ amountCents: 5000, patientId: '01' })],
      withRule({ perClaimMaximum: 10000 }),
    );
    expect(outcome.lines.map((l) => l.status)).toEqual(['A', 'P']);
    expect(outcome.reasons[0]?.message).toBe('Amount over the per-claim maximum of $100.00');
  });

  it('holds amounts over the annual maximum, with what the member already claimed that year', () => {
    const rule = withRule({ annualMaximum: 50000 });
    const prior = { ...rule, priorAnnualCents: new Map([[annualKey(11, '2026-11-20'), 45000]]) };
    expect(codes(adjudicate([line({ amountCents: 4000 })], prior))).toEqual([]);
    expect(codes(adjudicate([line({ amountCents: 6000 })], prior))).toEqual(['overAnnualMaximum']);
  });

  it('adds up pending reasons and gives an error for a line it cannot read', () => {
    const both = adjudicate([line()], { ...withRule({ heldForApproval: true }), priorLines: new Set([duplicateKey(line())]) });
    expect(codes(both)).toEqual(['possibleDuplicate', 'heldForApproval']);
    const broken = adjudicate([line({ amountCents: Number.NaN }), line()], facts());
    expect(broken.lines[0]).toEqual({ status: 'E', reasons: [expect.objectContaining({ code: 'cannotEvaluate' })] });
    expect(broken.status).toBe('E');
  });
});

describe('claimStatusOf', () => {
  it('is E over P over A over R', () => {
    expect(
      claimStatusOf([
        { status: 'R', reasons: [] },
        { status: 'A', reasons: [] },
      ]),
    ).toBe('A');
    expect(
      claimStatusOf([
        { status: 'A', reasons: [] },
        { status: 'P', reasons: [] },
      ]),
    ).toBe('P');
    expect(
      claimStatusOf([
        { status: 'P', reasons: [] },
        { status: 'E', reasons: [] },
      ]),
    ).toBe('E');
    expect(claimStatusOf([{ status: 'R', reasons: [] }])).toBe('R');
  });
});
