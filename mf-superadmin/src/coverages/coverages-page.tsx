import type { Coverage } from '@portal/contracts';
import { localized, useTranslation } from '@portal/i18n';
import { Card, Page } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CardTitleButton } from '../card-title-button';
import { LoadingCards } from '../loading-cards';
import { useGetCoveragesQuery } from '../reference-data-api';
import { useReturnFocus } from '../use-return-focus';
import { CoverageDialog } from './coverage-dialog';

/** Which coverage the dialog shows: 'new' for ADD NEW. */
type Open = Coverage | 'new' | null;

export function CoveragesPage() {
  const { t, language } = useTranslation();
  const { data: coverages, error, isLoading } = useGetCoveragesQuery();
  const [open, setOpen] = useState<Open>(null);
  const addNew = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(addNew, coverages);
  const show = (which: Open) => {
    focus.opened();
    setOpen(which);
  };
  useEffect(() => {
    // Spec §8: a failure to load the coverages is only logged.
    if (error) console.warn('Could not load the coverages', error);
  }, [error]);

  return (
    <AntdRoot>
      <Page title={t('titles.coverages')}>
        <p>
          <Button type="primary" ref={addNew} onClick={() => show('new')}>
            {t('coverages.addNew')}
          </Button>
        </p>
        {isLoading && <LoadingCards label={t('app.loading')} />}
        {coverages?.length === 0 && <p>{t('pages.noCoverages')}</p>}
        <div className="card-grid">
          {coverages?.map((coverage) => (
            <Card
              key={coverage.coverageId}
              title={<CardTitleButton onClick={() => show(coverage)}>{localized(coverage, 'name', language)}</CardTitleButton>}
            >
              <p className="muted">
                {t('pages.assignedId')}: {coverage.assignedId}
              </p>
            </Card>
          ))}
        </div>
        {open && (
          <CoverageDialog
            coverage={open === 'new' ? null : open}
            coverages={coverages ?? []}
            onClose={() => {
              setOpen(null);
              focus.closed();
            }}
          />
        )}
      </Page>
    </AntdRoot>
  );
}
