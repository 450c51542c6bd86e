import { useTranslation } from '@portal/i18n';
import { AttentionList, Page } from '@portal/ui';
import { BarChart } from '@portal/ui/dashboard';
import { useClaimsChart, useGetAttentionQuery } from '@portal/web-attention';

/** The text first; the counts and the chart arrive after the first paint. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const { data, isError } = useGetAttentionQuery();
  const chart = useClaimsChart(data?.claimsPerDay);
  return (
    <Page title={t('titles.adminHome')}>
      <p>{t('pages.adminHome')}</p>
      <AttentionList
        title={t('home.attention')}
        message={data ? undefined : { text: t(isError ? 'home.loadFailed' : 'home.loading'), alert: isError }}
        items={
          data && [
            {
              to: '/admin-approvals?approvalStatus=Pending',
              label: t('home.pendingApprovals', { count: data.pendingApprovals ?? 0 }),
            },
            { to: '/admin-search-submissions?status=P', label: t('home.pendingClaims', { count: data.pendingClaims }) },
            { to: '/admin-providers?status=suspended', label: t('home.suspendedProviders', { count: data.suspendedProviders }) },
          ]
        }
      />
      {chart && <BarChart {...chart} />}
    </Page>
  );
}
