import { errorMessage } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { transactionRefusal } from '@portal/contracts/core';
import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { Alert } from 'antd';
import { useDeferredValue, useState } from 'react';
import type { Member } from '@portal/contracts';
import { PAGE_HEIGHT, PageSkeleton } from '../loading/page-skeleton';
import { useGetProviderQuery } from '../provider-form/provider-api';
import { ClaimStep } from './claim-step';
import { MemberSearch } from './member-search';

const GAP = { marginBottom: 16 } as const;

/** Spec §2 "Provider claim submission": the suspended / not-approved banner, member search, then the claim form. */
export function NewClaimPage() {
  const { t } = useTranslation();
  const { providerId } = useAuth();
  const provider = useGetProviderQuery(providerId ?? '', { skip: !providerId, refetchOnMountOrArgChange: true });
  // The form renders in an interruptible update after the skeleton, not in one long task when the data arrives.
  const data = useDeferredValue(provider.data);
  const refusal = providerId ? (data ? transactionRefusal(data) : null) : 'notApproved';
  const [selection, setSelection] = useState<{ member: Member; officeId: string } | null>(null);

  return (
    <AntdRoot>
      <div style={PAGE_HEIGHT}>
        <Page title={t('titles.newClaim')}>
          {refusal === 'suspended' && (
            <Alert
              role="alert"
              type="error"
              showIcon
              style={GAP}
              title={t('members.messages.suspended')}
              description={data?.adminMessage ?? undefined}
            />
          )}
          {refusal === 'notApproved' && (
            <Alert
              role="alert"
              type="warning"
              showIcon
              style={GAP}
              title={t('members.claimNotApproved')}
              description={t('members.messages.notApproved')}
            />
          )}
          {provider.error ? (
            <Alert type="error" title={t('members.loadFailed', { message: errorMessage(provider.error) })} />
          ) : !providerId ? null : data ? (
            <>
              <MemberSearch
                providerId={data.providerId}
                offices={data.offices}
                disabled={refusal !== null}
                onSelect={(member, officeId) => setSelection(member && officeId ? { member, officeId } : null)}
              />
              {selection && refusal === null && (
                <ClaimStep member={selection.member} officeId={selection.officeId} provider={data} />
              )}
            </>
          ) : (
            <PageSkeleton shape="memberSearch" />
          )}
        </Page>
      </div>
    </AntdRoot>
  );
}
