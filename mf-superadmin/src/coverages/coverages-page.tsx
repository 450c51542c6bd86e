import { useTranslation } from '@portal/i18n';
import { Card, Page } from '@portal/ui';
import { useEffect } from 'react';
import { useGetCoveragesQuery } from '../reference-data-api';

export function CoveragesPage() {
  const { t } = useTranslation();
  const { data: coverages, error, isLoading } = useGetCoveragesQuery();
  useEffect(() => {
    // Spec §8: a failure to load the coverages is only logged.
    if (error) console.warn('Could not load the coverages', error);
  }, [error]);

  return (
    <Page title={t('titles.coverages')}>
      {isLoading && <p className="loading">{t('app.loading')}</p>}
      {coverages?.length === 0 && <p>{t('pages.noCoverages')}</p>}
      <div className="card-grid">
        {coverages?.map((coverage) => (
          <Card key={coverage.coverageId} title={coverage.name}>
            <p className="muted">
              {t('pages.assignedId')}: {coverage.assignedId}
            </p>
          </Card>
        ))}
      </div>
    </Page>
  );
}
