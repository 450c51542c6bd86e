import { formatUtcTimestamp } from './format-utc-timestamp';

describe('formatUtcTimestamp', () => {
  it('shows the UTC date and time without milliseconds', () => {
    expect(formatUtcTimestamp('2026-11-22T14:03:07.456Z')).toBe('2026-11-22 14:03:07 UTC');
  });

  it('converts an offset to UTC, across midnight', () => {
    expect(formatUtcTimestamp('2026-11-22T21:15:00.000-05:00')).toBe('2026-11-23 02:15:00 UTC');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatUtcTimestamp('soon')).toBe('soon');
  });
});
