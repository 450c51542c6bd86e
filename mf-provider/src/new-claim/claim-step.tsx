import type { Member, Provider } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { useNotify } from '@portal/ui';
import { Alert } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { PageSkeleton } from '../loading/page-skeleton';
import { offeredCoverages } from './claim-form-logic';
import { isoDay } from './iso-day';
import { LazyClaimForm, loadClaimForm } from './lazy-claim-form';
import { useGetPlanQuery } from './member-search-api';

const NOTE = { marginTop: 16 } as const;

const isNotFound = (error: unknown) => !!error && typeof error === 'object' && 'status' in error && error.status === 404;

/**
 * Spec §4 claim flow once a member is picked: the plan's coverages are loaded; a plan effective in the
 * future or without coverages (for this provider) shows the spec's message instead of the expenses.
 */
export function ClaimStep({
  member,
  officeId,
  provider,
}: {
  readonly member: Member;
  readonly officeId: string;
  readonly provider: Provider;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const plan = useGetPlanQuery(member.planNumber);
  const [notEffectiveClosed, setNotEffectiveClosed] = useState(false);
  // The form's chunk loads beside the plan, not after it.
  useEffect(() => void loadClaimForm(), []);

  useEffect(() => {
    if (plan.error) notify('error', t('claims.messages.planNotFound'));
  }, [plan.error, notify, t]);

  if (plan.isLoading) return <PageSkeleton shape="claim" />;
  if (plan.error || !plan.data)
    return isNotFound(plan.error) ? (
      <Alert role="alert" type="error" showIcon style={NOTE} title={t('claims.messages.planNotRegistered')} />
    ) : null;
  if (plan.data.effectiveDate.slice(0, 10) > isoDay())
    return notEffectiveClosed ? null : (
      <Alert
        role="alert"
        type="error"
        showIcon
        closable={{ 'aria-label': t('claims.closeMessage') }}
        onClose={() => setNotEffectiveClosed(true)}
        style={NOTE}
        title={t('claims.messages.planNotEffective', { date: plan.data.effectiveDate })}
      />
    );
  if (!plan.data.coverages.length)
    return <Alert role="alert" type="error" showIcon style={NOTE} title={t('claims.messages.noCoverages')} />;
  const coverages = offeredCoverages(plan.data, provider.coverages);
  if (!coverages.length)
    return <Alert role="alert" type="error" showIcon style={NOTE} title={t('claims.messages.noProviderCoverages')} />;
  return (
    <Suspense fallback={<PageSkeleton shape="claim" />}>
      <LazyClaimForm
        key={`${member.memberId}-${officeId}`}
        member={member}
        plan={plan.data}
        officeId={officeId}
        coverages={coverages}
      />
    </Suspense>
  );
}
