import type { CoverageAllowance } from '@portal/contracts';
import { lineAllowances } from './coverage-allowance';

const MASSAGE: CoverageAllowance = {
  coverageId: 2,
  coverageTypeId: 12,
  name: 'Massage Therapy',
  nameFr: 'Massothérapie',
  covered: true,
  requiresReferral: true,
  heldForApproval: false,
  perClaimMaximum: 150,
  annualMaximum: 500,
  usedThisYear: 0,
  remainingThisYear: 500,
};
const CHIRO: CoverageAllowance = {
  ...MASSAGE,
  coverageId: 3,
  name: 'Chiropractic',
  nameFr: 'Chiropratique',
  perClaimMaximum: null,
  annualMaximum: null,
  remainingThisYear: null,
};

describe('lineAllowances', () => {
  it('says what each line leaves, the lines above with the same coverage counted first', () => {
    const lines = lineAllowances(
      [
        { coverageId: 2, amount: 45.5 },
        { coverageId: 3, amount: 20 },
        { coverageId: 2, amount: 110 },
      ],
      [MASSAGE, CHIRO],
      'en',
    );
    expect(lines).toEqual([
      { kind: 'annual', amount: 45.5, annualMaximum: 500, available: 500, leaves: 454.5, overPerClaim: null },
      { kind: 'noMaximum', coverage: 'Chiropractic' },
      { kind: 'annual', amount: 110, annualMaximum: 500, available: 454.5, leaves: 344.5, overPerClaim: 150 },
    ]);
  });

  it('shows the over-maximum case, a coverage not covered, and nothing until a coverage and amount are typed', () => {
    const [over, notCovered, empty, noCoverage] = lineAllowances(
      [{ coverageId: 2, amount: 120 }, { coverageId: 3, amount: 10 }, { coverageId: 2, amount: null }, { amount: 10 }],
      [
        { ...MASSAGE, usedThisYear: 420, remainingThisYear: 80 },
        { ...CHIRO, covered: false },
      ],
      'en',
    );
    expect(over).toMatchObject({ kind: 'annual', available: 80, leaves: -40, overPerClaim: null });
    expect(notCovered).toEqual({ kind: 'notCovered', coverage: 'Chiropractic' });
    expect([empty, noCoverage]).toEqual([null, null]);
  });

  it('names the coverage in French on a French screen, in English when it has no French name', () => {
    const lines = [{ coverageId: 3, amount: 10 }];
    expect(lineAllowances(lines, [CHIRO], 'fr-CA')).toEqual([{ kind: 'noMaximum', coverage: 'Chiropratique' }]);
    expect(lineAllowances(lines, [{ ...CHIRO, nameFr: null }], 'fr-CA')).toEqual([
      { kind: 'noMaximum', coverage: 'Chiropractic' },
    ]);
  });
});
