// The zod-free entry: the dashboard loads no schema, nor zod (ADR 034).
import { formatMoney } from '@portal/contracts/core';
import { CLAIM_STATUSES } from '@portal/contracts/claims';
import { useTranslation } from '@portal/i18n';
import { Link } from '@portal/ui';
import { BarChart } from '@portal/ui/dashboard';
import { PageSkeleton } from '../loading/page-skeleton';
import { useGetClaimsSummaryQuery } from './claims-summary-api';

export const SUMMARY_DAYS = 30;

/** The provider's last 30 days: claims and amounts by status as a chart, and the five latest claims. */
export function ClaimsSummary() {
  const { t, language } = useTranslation();
  const money = (amount: number) => formatMoney(amount, language);
  // The last days of the provider's own calendar, not UTC's (a Canadian evening is already tomorrow there).
  const { data, error, isLoading } = useGetClaimsSummaryQuery({
    days: SUMMARY_DAYS,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  if (isLoading) return <PageSkeleton shape="claimsSummary" />;
  if (error || !data) return null;
  const byStatus = CLAIM_STATUSES.map(
    (status) => data.byStatus.find((row) => row.status === status) ?? { status, count: 0, amount: 0 },
  );
  const total = byStatus.reduce((sum, row) => sum + row.count, 0);
  return (
    <section aria-labelledby="claims-summary-heading" className="claims-summary">
      <h2 id="claims-summary-heading">{t('dashboard.heading', { days: SUMMARY_DAYS })}</h2>
      {total === 0 ? (
        <p>{t('dashboard.none')}</p>
      ) : (
        <>
          <BarChart
            title={t('dashboard.chartTitle')}
            summary={t('dashboard.chartSummary', {
              count: total,
              parts: byStatus.map((row) => `${t(`claims.statuses.${row.status}`)} ${row.count}`).join(', '),
            })}
            data={byStatus.map((row) => ({ label: t(`claims.statuses.${row.status}`), value: row.count }))}
            columns={{ label: t('dashboard.status'), value: t('dashboard.claims') }}
          />
          <ul className="claims-summary__amounts">
            {byStatus
              .filter((row) => row.count > 0)
              .map((row) => (
                <li key={row.status}>
                  {t('dashboard.amount', {
                    status: t(`claims.statuses.${row.status}`),
                    count: row.count,
                    amount: money(row.amount),
                  })}
                </li>
              ))}
          </ul>
        </>
      )}
      {data.latest.length > 0 && (
        <>
          <h3>{t('dashboard.latest')}</h3>
          <ul>
            {data.latest.map((claim) => (
              <li key={claim.claimId}>
                <Link to={`/search-submissions?submissionId=${encodeURIComponent(claim.submissionId)}`}>
                  {claim.submissionId}
                </Link>
                {` — ${claim.firstName} ${claim.lastName}, ${money(claim.claimAmountTotal)}, ${t(`claims.statuses.${claim.status}`)}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
