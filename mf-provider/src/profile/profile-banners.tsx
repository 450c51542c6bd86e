import type { Provider } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Button } from 'antd';

const GAP = { marginBottom: 16 } as const;

/** Pending, suspended (with the administrator's message) and unread rejected-change banners. */
export function ProfileBanners({ provider, onSeeDetails }: { readonly provider: Provider; readonly onSeeDetails: () => void }) {
  const { t } = useTranslation();
  const rejected = provider.approvalStatus === 'Rejected' && !provider.isStatusRead && provider.latestAuditId !== null;
  return (
    <>
      {provider.approvalStatus === 'Pending' && (
        <Alert
          role="status"
          type="info"
          showIcon
          style={GAP}
          title={t('profile.pending')}
          description={t('profile.pendingSave')}
        />
      )}
      {provider.isSuspended && (
        <Alert
          role="alert"
          type="error"
          showIcon
          style={GAP}
          title={t('profile.suspended')}
          description={provider.adminMessage ?? undefined}
        />
      )}
      {rejected && (
        <Alert
          role="alert"
          type="warning"
          showIcon
          style={GAP}
          title={t('profile.rejected')}
          action={<Button onClick={onSeeDetails}>{t('profile.seeDetails')}</Button>}
        />
      )}
    </>
  );
}
