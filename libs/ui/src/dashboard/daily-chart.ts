import type { DailyCount } from '@portal/contracts';
import type { BarChartProps } from './bar-chart';

export interface DailyChartText {
  readonly title: string;
  readonly summary: (totals: { total: number; max: number }) => string;
  readonly columns: BarChartProps['columns'];
  /** Said instead of the chart when every day is 0. */
  readonly empty: string;
}

/** `2026-11-24` as "Nov 24" or "24 nov." in the page's language. */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat(document.documentElement.lang || undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A bar chart of counts per day, its text alternative giving the total and the busiest day's count. */
export function dailyChart(days: readonly DailyCount[], text: DailyChartText): BarChartProps {
  const counts = days.map((day) => day.count);
  return {
    title: text.title,
    summary: text.summary({ total: counts.reduce((sum, count) => sum + count, 0), max: Math.max(0, ...counts) }),
    data: days.map((day) => ({ label: day.date, value: day.count })),
    columns: text.columns,
    empty: text.empty,
    formatLabel: shortDay,
  };
}
