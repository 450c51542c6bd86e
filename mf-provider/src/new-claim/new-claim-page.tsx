import { errorMessage } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { transactionRefusal } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { Alert } from 'antd';
import { useState } from 'react';
import type { Member } from '@portal/contracts';
import { useGetProviderQuery } from '../provider-form/provider-api';
import { ClaimStep } from './claim-step';
import { MemberSearch } from './member-search';

const GAP = { marginBottom: 16 } as const;

/** Spec §2 "Provider claim submission": the suspended / not-approved banner, member search, then the claim form. */
export function NewClaimPage() {
  const { t } = useTranslation();
  const { providerId } = useAuth();
  const provider = useGetProviderQuery(providerId ?? '', { skip: !providerId, refetchOnMountOrArgChange: true });
  const refusal = providerId ? (provider.data ? transactionRefusal(provider.data) : null) : 'notApproved';
  const [selection, setSelection] = useState<{ member: Member; officeId: string } | null>(null);

  return (
    <AntdRoot>
      <Page title={t('titles.newClaim')}>
        {refusal === 'suspended' && (
          <Alert
            role="alert"
            type="error"
            showIcon
            style={GAP}
            title={t('members.messages.suspended')}
            description={provider.data?.adminMessage ?? undefined}
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
        ) : !providerId ? null : provider.data ? (
          <>
            <MemberSearch
              providerId={provider.data.providerId}
              offices={provider.data.offices}
              disabled={refusal !== null}
              onSelect={(member, officeId) => setSelection(member && officeId ? { member, officeId } : null)}
            />
            {selection && refusal === null && (
              <ClaimStep member={selection.member} officeId={selection.officeId} provider={provider.data} />
            )}
          </>
        ) : (
          <p role="status">{t('form.loading')}</p>
        )}
      </Page>
    </AntdRoot>
  );
}
