import { daysBefore, isoDay } from './iso-day';

describe('iso days', () => {
  it('formats a local day and counts days back across months and years', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(daysBefore('2026-01-05', 30)).toBe('2025-12-06');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
  });
});
