import type { Coverage } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Card, Page } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { CardTitleButton } from '../card-title-button';
import { useGetCoveragesQuery } from '../reference-data-api';
import { CoverageDialog } from './coverage-dialog';

/** Which coverage the dialog shows: 'new' for ADD NEW. */
type Open = Coverage | 'new' | null;

export function CoveragesPage() {
  const { t } = useTranslation();
  const { data: coverages, error, isLoading } = useGetCoveragesQuery();
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    // Spec §8: a failure to load the coverages is only logged.
    if (error) console.warn('Could not load the coverages', error);
  }, [error]);

  return (
    <AntdRoot>
      <Page title={t('titles.coverages')}>
        <p>
          <Button type="primary" onClick={() => setOpen('new')}>
            {t('coverages.addNew')}
          </Button>
        </p>
        {isLoading && <p className="loading">{t('app.loading')}</p>}
        {coverages?.length === 0 && <p>{t('pages.noCoverages')}</p>}
        <div className="card-grid">
          {coverages?.map((coverage) => (
            <Card
              key={coverage.coverageId}
              title={<CardTitleButton onClick={() => setOpen(coverage)}>{coverage.name}</CardTitleButton>}
            >
              <p className="muted">
                {t('pages.assignedId')}: {coverage.assignedId}
              </p>
            </Card>
          ))}
        </div>
        {open && (
          <CoverageDialog coverage={open === 'new' ? null : open} coverages={coverages ?? []} onClose={() => setOpen(null)} />
        )}
      </Page>
    </AntdRoot>
  );
}
