import { Link, Page } from '@portal/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { localized, useTranslation } from '@portal/i18n';
import { PAGE_HEIGHT, PageSkeleton } from '../loading/page-skeleton';
import { useGetHomepageQuery } from './homepage-api';

// After the first paint, in a chunk of its own: the dashboard's first load stays within budget.
const ClaimsSummary = lazy(() =>
  import(/* webpackChunkName: "claims-summary" */ './claims-summary').then((m) => ({ default: m.ClaimsSummary })),
);

type Sanitize = (html: string) => string;

/** DOMPurify, in a chunk of its own loaded with the page's data: not in the first-load JavaScript. */
const useSanitizer = (): Sanitize | null => {
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    let active = true;
    void import(/* webpackChunkName: "dompurify" */ 'dompurify').then(({ default: purify }) => {
      if (active) setSanitize(() => (html: string) => purify.sanitize(html));
    });
    return () => {
      active = false;
    };
  }, []);
  return sanitize;
};

export function DashboardPage() {
  const { t, language } = useTranslation();
  const { data, error, isLoading } = useGetHomepageQuery();
  const sanitize = useSanitizer();
  useEffect(() => {
    // Spec §8: a failure to load the home content is only logged.
    if (error) console.warn('Could not load the home page content', error);
  }, [error]);

  // The content shows once it can be shown whole (its sanitiser loaded too): one change, no shift.
  if (isLoading || (data?.html && !sanitize))
    return (
      <div style={PAGE_HEIGHT}>
        <Page title={t('titles.home')}>
          <PageSkeleton shape="dashboard" />
        </Page>
      </div>
    );
  return (
    <div style={PAGE_HEIGHT}>
      <Page title={t('titles.home')}>
        {/* The welcome text tells the provider to use the New Claim button: here it is. */}
        <p>
          <Link to="/new-claim" className="ui-button ui-button--primary">
            {t('nav.newClaim')}
          </Link>
        </p>
        {data?.html ? (
          // Sanitised by the API before it is stored and served, and again here before it is rendered (DECISIONS).
          <div
            className="homepage-content"
            dangerouslySetInnerHTML={{ __html: sanitize?.(localized(data, 'html', language)) ?? '' }}
          />
        ) : (
          <p>{t('pages.defaultWelcome')}</p>
        )}
        <Suspense fallback={<PageSkeleton shape="claimsSummary" />}>
          <ClaimsSummary />
        </Suspense>
      </Page>
    </div>
  );
}
