import { dailySeries, seriesStart } from './daily-series';

describe('daily series', () => {
  const now = new Date('2026-03-02T23:30:00Z');

  it('starts at midnight UTC of the oldest day', () => {
    expect(seriesStart(30, now).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('has every day up to today, oldest first, across a month end, with zeros for quiet days', () => {
    const series = dailySeries(
      [
        { date: '2026-02-28', count: 4 },
        { date: '2026-03-02', count: 1 },
      ],
      3,
      now,
    );
    expect(series).toEqual([
      { date: '2026-02-28', count: 4 },
      { date: '2026-03-01', count: 0 },
      { date: '2026-03-02', count: 1 },
    ]);
  });
});
