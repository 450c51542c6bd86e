import { CLAIM_STATUSES } from '@portal/contracts/claims';
import { countsTowardMaximums, exceedsMaximum, remainingOf } from './maximum-usage';

describe('maximum usage, shared by adjudication and the coverage check', () => {
  it('counts accepted, pending, errored and paid lines; rejected and voided lines free their amount', () => {
    expect(CLAIM_STATUSES.filter(countsTowardMaximums)).toEqual(['A', 'E', 'P', 'D']);
  });

  it('leaves what the maximum has beyond the usage, never below zero, and nothing to count without a maximum', () => {
    expect(remainingOf(50_000, 4_550)).toBe(45_450);
    expect(remainingOf(50_000, 60_000)).toBe(0);
    expect(remainingOf(null, 60_000)).toBeNull();
  });

  it('goes over a maximum only past it: reaching it exactly is within', () => {
    expect(exceedsMaximum(50_000, 45_000, 5_000)).toBe(false);
    expect(exceedsMaximum(50_000, 45_000, 5_001)).toBe(true);
    expect(exceedsMaximum(null, 1e9, 1e9)).toBe(false);
  });
});
