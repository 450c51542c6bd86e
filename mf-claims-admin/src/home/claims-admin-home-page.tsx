import { useTranslation } from '@portal/i18n';
import { AttentionList, Page } from '@portal/ui';
import { BarChart } from '@portal/ui/dashboard';
import { useClaimsChart, useGetAttentionQuery } from '@portal/web-attention';

/** The text first; the counts and the chart arrive after the first paint. */
export function ClaimsAdminHomePage() {
  const { t } = useTranslation();
  const { data, isError } = useGetAttentionQuery();
  const chart = useClaimsChart(data?.claimsPerDay);
  return (
    <Page title={t('titles.claimsAdminHome')}>
      <p>{t('pages.claimsAdminHome')}</p>
      <AttentionList
        title={t('home.attention')}
        message={data ? undefined : { text: t(isError ? 'home.loadFailed' : 'home.loading'), alert: isError }}
        items={
          data && [
            { to: '/claims-admin-search-submissions?status=P', label: t('home.pendingClaims', { count: data.pendingClaims }) },
            {
              to: '/claims-admin-providers?status=suspended',
              label: t('home.suspendedProviders', { count: data.suspendedProviders }),
            },
          ]
        }
      />
      {chart && <BarChart {...chart} />}
    </Page>
  );
}
