import { displayPlanCode, filterPlanCode, memberPlanNumber, planLookupNumber } from './plan-codes';

describe('plan codes', () => {
  it('shows 777 as 247 and leaves other codes alone', () => {
    expect(displayPlanCode('777')).toBe('247');
    expect(displayPlanCode('110')).toBe('110');
  });

  it('sends a 247 filter as 777', () => {
    expect(filterPlanCode(' 247 ')).toBe('777');
    expect(filterPlanCode('110')).toBe('110');
  });

  it('maps plan 777 and its subpolicy to the 247-{subpolicy} plan', () => {
    expect(memberPlanNumber('777', '01')).toBe('247-01');
    expect(memberPlanNumber('110', null)).toBe('110');
  });

  it('looks plan 777 up as 247 with the same subpolicy', () => {
    expect(planLookupNumber('777-01')).toBe('247-01');
    expect(planLookupNumber('777')).toBe('247');
    expect(planLookupNumber('247-01')).toBe('247-01');
    expect(planLookupNumber('7770')).toBe('7770');
    expect(planLookupNumber('110')).toBe('110');
  });
});
