import type { Plan } from '@portal/contracts';
import { localized, useTranslation } from '@portal/i18n';
import { Card, Page } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CardTitleButton } from '../card-title-button';
import { LoadingCards } from '../loading-cards';
import { useGetPlansQuery } from '../reference-data-api';
import { useReturnFocus } from '../use-return-focus';
import { PlanDialog } from './plan-dialog';
import { planTitle } from './plan-title';

/** Which plan the dialog shows: 'new' for CREATE NEW PLAN. */
type Open = Plan | 'new' | null;

export function PlansPage() {
  const { t, language } = useTranslation();
  const { data: plans, error, isLoading } = useGetPlansQuery();
  const [open, setOpen] = useState<Open>(null);
  const createNew = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(createNew, plans);
  const show = (which: Open) => {
    focus.opened();
    setOpen(which);
  };
  useEffect(() => {
    // Spec §8: a failure to load the plans is only logged.
    if (error) console.warn('Could not load the plans', error);
  }, [error]);

  return (
    <AntdRoot>
      <Page title={t('titles.plans')}>
        <p>
          <Button type="primary" ref={createNew} onClick={() => show('new')}>
            {t('plans.createNew')}
          </Button>
        </p>
        {isLoading && <LoadingCards label={t('app.loading')} />}
        {plans?.length === 0 && <p>{t('pages.noPlans')}</p>}
        <div className="card-grid">
          {plans?.map((plan) => (
            <Card
              key={plan.planId}
              title={<CardTitleButton onClick={() => show(plan)}>{planTitle(plan, language)}</CardTitleButton>}
            >
              <p className="muted">{plan.effectiveDate.slice(0, 10)}</p>
              {plan.isDrawbridgePlan && <span className="tag">{t('pages.drawbridge')}</span>}
              <ul>
                {plan.coverages.map((coverage) => (
                  <li key={coverage.coverageId}>{localized(coverage, 'name', language)}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
        {open && (
          <PlanDialog
            plan={open === 'new' ? null : open}
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
