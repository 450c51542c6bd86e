import type { DailyCount } from '@portal/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant (UTC) of the oldest of `days` days ending today. */
export function seriesStart(days: number, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** One entry per UTC day from `seriesStart` to today, oldest first; a day without claims counts 0. */
export function dailySeries(counts: readonly DailyCount[], days: number, now: Date): DailyCount[] {
  const byDate = new Map(counts.map(({ date, count }) => [date, count]));
  const start = seriesStart(days, now).getTime();
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(start + index * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
}
