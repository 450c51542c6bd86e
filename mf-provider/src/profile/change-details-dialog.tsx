import { errorMessage } from '@portal/api-client';
import { localized, useTranslation } from '@portal/i18n';
import { ChangeRequestDiff } from '@portal/web-providers';
import { Alert, Button, Modal } from 'antd';
import { useMemo } from 'react';
import {
  useGetProviderChangeRequestQuery,
  useGetCoveragesQuery,
  useMarkProviderChangeRequestReadMutation,
} from '../provider-form/provider-api';

interface ChangeDetailsDialogProps {
  readonly changeRequestId: number;
  readonly onClose: () => void;
}

/** Old versus new values of the rejected change; CLOSE AND HIDE marks it read so the banner goes away for good. */
export function ChangeDetailsDialog({ changeRequestId, onClose }: ChangeDetailsDialogProps) {
  const { t, language } = useTranslation();
  const record = useGetProviderChangeRequestQuery(changeRequestId);
  const { data: coverages = [] } = useGetCoveragesQuery();
  const [markRead, marking] = useMarkProviderChangeRequestReadMutation();
  const coverageNames = useMemo(
    () => new Map(coverages.map((c) => [c.coverageId, localized(c, 'name', language)])),
    [coverages, language],
  );

  const closeAndHide = async () => {
    const result = await markRead(changeRequestId);
    if (!('error' in result)) onClose();
  };

  return (
    <Modal
      open
      title={t('profile.detailsTitle')}
      onCancel={onClose}
      width={{ xs: '95%', md: 900 }}
      footer={[
        <Button key="hide" type="primary" loading={marking.isLoading} onClick={() => void closeAndHide()}>
          {t('profile.closeAndHide')}
        </Button>,
        <Button key="close" onClick={onClose}>
          {t('profile.close')}
        </Button>,
      ]}
    >
      {marking.error && <Alert type="error" title={errorMessage(marking.error)} style={{ marginBottom: 16 }} />}
      {record.error && <Alert type="error" title={errorMessage(record.error)} />}
      {record.isLoading && <p role="status">{t('form.loading')}</p>}
      {record.data && (
        <ChangeRequestDiff
          oldValue={record.data.oldValue}
          newValue={record.data.newValue}
          coverageNames={coverageNames}
          headingLevel={3}
        />
      )}
    </Modal>
  );
}
