import type { DailyCount } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { dailyChart, type BarChartProps } from '@portal/ui/dashboard';

/** The home's chart of claims per day, in the reader's language; undefined until the counts arrive. */
export function useClaimsChart(days: readonly DailyCount[] | undefined): BarChartProps | undefined {
  const { t } = useTranslation();
  if (!days) return undefined;
  return dailyChart(days, {
    title: t('home.chartTitle'),
    summary: (totals) => t('home.chartSummary', { ...totals, count: totals.total }),
    columns: { label: t('home.chartDay'), value: t('home.chartClaims') },
    empty: t('home.chartEmpty'),
  });
}
