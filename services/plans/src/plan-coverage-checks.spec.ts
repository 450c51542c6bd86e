import { planCoverageProblems } from './plan-coverage-checks';

const coverages = [
  { id: 1, assignedId: 11 },
  { id: 2, assignedId: 12 },
  { id: 3, assignedId: 13 },
];
const setting = (coverageId: number, customId: number | null = null) => ({ coverageId, requiresReferral: false, customId });

describe('planCoverageProblems', () => {
  it('accepts known coverages with free custom ids', () => {
    expect(planCoverageProblems([setting(1, 91), setting(2), setting(3, 93)], coverages)).toEqual([]);
  });

  it("says 'ID is used' for a custom id equal to any assigned id, its own included, or to another custom id", () => {
    expect(planCoverageProblems([setting(1, 11), setting(2, 13), setting(3, 90)], coverages)).toEqual([
      { path: 'coverages.0.customId', message: 'ID is used' },
      { path: 'coverages.1.customId', message: 'ID is used' },
    ]);
    expect(planCoverageProblems([setting(1, 90), setting(2, 90)], coverages)).toEqual([
      { path: 'coverages.1.customId', message: 'ID is used' },
    ]);
  });

  it('names an unknown coverage', () => {
    expect(planCoverageProblems([setting(1), setting(99)], coverages)).toEqual([
      { path: 'coverages.1.coverageId', message: 'Unknown coverage' },
    ]);
  });
});
