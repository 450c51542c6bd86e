import type { Deposit } from '@portal/contracts/payments';
import { BarChart } from '@portal/ui/dashboard';
import type { TFunction } from 'i18next';
import type { PaymentsFormat } from './payments-format';

/** The amounts of `deposits` summed per payment date, oldest first. */
export const amountsByDate = (deposits: readonly Deposit[]) => {
  const byDate = new Map<string, number>();
  for (const deposit of deposits)
    byDate.set(deposit.paymentDate, (byDate.get(deposit.paymentDate) ?? 0) + Math.round(deposit.amount * 100));
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, cents]) => ({ date, amount: cents / 100 }));
};

/** A small chart of the shown page's deposits by payment date (the dashboard's bar chart, with its data table). */
export function DepositsChart({
  deposits,
  t,
  format,
}: {
  readonly deposits: readonly Deposit[];
  readonly t: TFunction;
  readonly format: PaymentsFormat;
}) {
  const days = amountsByDate(deposits);
  if (days.length === 0) return null;
  const largest = days.reduce((best, day) => (day.amount > best.amount ? day : best));
  return (
    <BarChart
      title={t('chart.title')}
      summary={t('chart.summary', { count: days.length, amount: format.money(largest.amount), date: format.date(largest.date) })}
      data={days.map((day) => ({ label: format.date(day.date), value: day.amount }))}
      columns={{ label: t('chart.date'), value: t('chart.amount') }}
      formatValue={format.money}
    />
  );
}
