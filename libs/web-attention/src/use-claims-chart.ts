import type { DailyCount } from '@portal/contracts';
import { dailyChart, type BarChartProps } from '@portal/ui/dashboard';
import { useAttentionTranslation } from './attention-strings';

/** The home's chart of claims per day, in the reader's language; undefined until the counts arrive. */
export function useClaimsChart(days: readonly DailyCount[] | undefined): BarChartProps | undefined {
  const t = useAttentionTranslation();
  if (!days) return undefined;
  return dailyChart(days, {
    title: t('chartTitle'),
    summary: (totals) => t('chartSummary', { ...totals, count: totals.total }),
    columns: { label: t('chartDay'), value: t('chartClaims') },
    empty: t('chartEmpty'),
  });
}
