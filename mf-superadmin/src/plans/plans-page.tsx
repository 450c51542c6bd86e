import { displayPlanCode, type Plan } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Card, Page } from '@portal/ui';
import { useEffect } from 'react';
import { useGetPlansQuery } from '../reference-data-api';

/** 'plan name - plan number', with plan code 777 shown as 247 (DECISIONS). */
export const planTitle = (plan: Plan): string => `${plan.planName} - ${displayPlanCode(plan.planNumber)}`;

export function PlansPage() {
  const { t } = useTranslation();
  const { data: plans, error, isLoading } = useGetPlansQuery();
  useEffect(() => {
    // Spec §8: a failure to load the plans is only logged.
    if (error) console.warn('Could not load the plans', error);
  }, [error]);

  return (
    <Page title={t('titles.plans')}>
      {isLoading && <p className="loading">{t('app.loading')}</p>}
      {plans?.length === 0 && <p>{t('pages.noPlans')}</p>}
      <div className="card-grid">
        {plans?.map((plan) => (
          <Card key={plan.planId} title={planTitle(plan)}>
            <p className="muted">{plan.effectiveDate.slice(0, 10)}</p>
            {plan.isDrawbridgePlan && <span className="tag">{t('pages.drawbridge')}</span>}
            <ul>
              {plan.coverages.map((coverage) => (
                <li key={coverage.coverageId}>{coverage.name}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </Page>
  );
}
