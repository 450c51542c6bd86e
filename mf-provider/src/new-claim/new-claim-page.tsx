import { errorMessage } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { transactionRefusal } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { Alert } from 'antd';
import { useGetProviderQuery } from '../provider-form/provider-api';
import { MemberSearch } from './member-search';

const GAP = { marginBottom: 16 } as const;

/** Spec §2 "Provider claim submission": the suspended / not-approved banner, then member search. */
export function NewClaimPage() {
  const { t } = useTranslation();
  const { providerId } = useAuth();
  const provider = useGetProviderQuery(providerId ?? '', { skip: !providerId, refetchOnMountOrArgChange: true });
  const refusal = providerId ? (provider.data ? transactionRefusal(provider.data) : null) : 'notApproved';

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
          <MemberSearch providerId={provider.data.providerId} offices={provider.data.offices} disabled={refusal !== null} />
        ) : (
          <p role="status">{t('form.loading')}</p>
        )}
      </Page>
    </AntdRoot>
  );
}
