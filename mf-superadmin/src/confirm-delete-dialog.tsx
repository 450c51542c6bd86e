import { useTranslation } from '@portal/i18n';
import { Modal } from 'antd';

interface ConfirmDeleteDialogProps {
  readonly open: boolean;
  /** E.g. 'The Plan Standard - 110 will be deleted!' */
  readonly message: string;
  readonly deleting: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** 'Are you sure?' before a plan or coverage is deleted. */
export function ConfirmDeleteDialog({ open, message, deleting, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('dialogs.confirmTitle')}
      okText={t('dialogs.confirmDelete')}
      cancelText={t('dialogs.cancel')}
      okButtonProps={{ danger: true, loading: deleting }}
      onOk={onConfirm}
      onCancel={onCancel}
      width={{ xs: '95%', md: 420 }}
    >
      <p>{message}</p>
    </Modal>
  );
}
