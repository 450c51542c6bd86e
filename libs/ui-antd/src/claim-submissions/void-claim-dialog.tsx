import { errorMessage } from '@portal/api-client';
import { formatMoney, type Claim } from '@portal/contracts';
import { VOID_REASON_MAX } from '@portal/contracts/claims';
import { useTranslation } from '@portal/i18n';
import { useNotify } from '@portal/ui';
import { Alert, Button, Input, Modal } from 'antd';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useVoidClaimMutation } from './claim-submissions-api';

/** Claims a provider or an administrator may still void: not voided, not paid. */
export const isVoidable = (claim: Pick<Claim, 'status'>) => claim.status !== 'V' && claim.status !== 'D';

/**
 * The "Void" action of a row: a dialog asking for the reason (required), then the void; the table
 * reloads. antd's dialog closes on Escape and gives focus back to the button that opened it.
 */
export function VoidClaimAction({ claim, t }: { readonly claim: Claim; readonly t: TFunction }) {
  const notify = useNotify();
  const { language } = useTranslation();
  const reasonId = useId();
  const problemId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [voidClaim, { isLoading }] = useVoidClaimMutation();

  const close = () => {
    setOpen(false);
    setReason('');
    setProblem(null);
  };
  const confirm = async () => {
    // The API takes one line (it goes into the member's e-mail): line breaks typed here become spaces.
    const oneLine = reason.replace(/\s+/g, ' ').trim();
    if (!oneLine) return setProblem(t('void.reasonRequired'));
    try {
      await voidClaim({ claimId: claim.claimId, reason: oneLine }).unwrap();
      close();
      notify('success', t('void.done', { id: claim.submissionId }));
    } catch (error) {
      setProblem(t('void.failed', { error: errorMessage(error) }));
    }
  };

  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} aria-label={t('void.buttonLabel', { id: claim.submissionId })}>
        {t('void.button')}
      </Button>
      <Modal
        open={open}
        title={t('void.title', { id: claim.submissionId })}
        okText={t('void.confirm')}
        cancelText={t('void.cancel')}
        okButtonProps={{ danger: true, loading: isLoading }}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        <p>{t('void.text', { id: claim.submissionId, total: formatMoney(claim.claimAmountTotal, language) })}</p>
        <label htmlFor={reasonId}>{t('void.reason')}</label>
        <Input.TextArea
          id={reasonId}
          value={reason}
          required
          aria-required
          aria-invalid={!!problem}
          aria-describedby={problem ? problemId : undefined}
          maxLength={VOID_REASON_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
        />
        {problem && <Alert id={problemId} role="alert" type="error" showIcon style={{ marginTop: 16 }} title={problem} />}
      </Modal>
    </>
  );
}
