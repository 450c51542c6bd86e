import { Page } from '@portal/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@portal/i18n';
import { useGetHomepageQuery } from './homepage-api';

// After the first paint, in a chunk of its own: the dashboard's first load stays within budget.
const ClaimsSummary = lazy(() =>
  import(/* webpackChunkName: "claims-summary" */ './claims-summary').then((m) => ({ default: m.ClaimsSummary })),
);

export function DashboardPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetHomepageQuery();
  useEffect(() => {
    // Spec §8: a failure to load the home content is only logged.
    if (error) console.warn('Could not load the home page content', error);
  }, [error]);

  if (isLoading)
    return (
      <Page title={t('titles.home')}>
        <p>{t('app.loading')}</p>
      </Page>
    );
  return (
    <Page title={t('titles.home')}>
      {data?.html ? (
        // The API sanitises the HTML before it stores it and again before it serves it (DECISIONS).
        <div className="homepage-content" dangerouslySetInnerHTML={{ __html: data.html }} />
      ) : (
        <p>{t('pages.defaultWelcome')}</p>
      )}
      <Suspense fallback={null}>
        <ClaimsSummary />
      </Suspense>
    </Page>
  );
}
