import { paymentDayOf } from './scheduled-payment-run';

describe('paymentDayOf', () => {
  it('is the UTC date on the 1st and the 15th, and null on other days', () => {
    expect(paymentDayOf(new Date('2026-12-01T00:03:00Z'))).toBe('2026-12-01');
    expect(paymentDayOf(new Date('2026-12-15T23:59:59Z'))).toBe('2026-12-15');
    expect(paymentDayOf(new Date('2026-12-14T23:59:59Z'))).toBeNull();
    // 20:00 on the 30th in Toronto is already the 1st in UTC.
    expect(paymentDayOf(new Date('2026-12-01T01:00:00Z'))).toBe('2026-12-01');
    expect(paymentDayOf(new Date('2026-12-02T00:00:00Z'))).toBeNull();
  });
});
