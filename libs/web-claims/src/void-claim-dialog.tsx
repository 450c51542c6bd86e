import { errorMessage } from '@portal/api-client';
import type { Claim } from '@portal/contracts';
import { formatMoney } from '@portal/contracts/core';
import { VOID_REASON_MAX } from '@portal/contracts/claims';
import { useTranslation } from '@portal/i18n';
import { useNotify } from '@portal/ui';
import { Alert, Input, Modal } from 'antd';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useVoidClaimMutation } from './claim-submissions-api';
import { voidButtonId } from './void-claim-button';

interface VoidClaimDialogProps {
  /** The claim being voided; the dialog is open while there is one. */
  readonly claim: Claim | null;
  readonly t: TFunction;
  readonly onClose: () => void;
}

/**
 * The dialog asking for the reason (required), then the void; the table reloads. It lives beside the
 * table, not in a row, so it stays open when a turned phone swaps the cards for the table; when it
 * closes, the claim's button (in whichever is shown) gets the focus back.
 */
export function VoidClaimDialog({ claim, t, onClose }: VoidClaimDialogProps) {
  const notify = useNotify();
  const { language } = useTranslation();
  const reasonId = useId();
  const problemId = useId();
  const [shown, setShown] = useState(claim);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [voidClaim, { isLoading }] = useVoidClaimMutation();
  // The title and text stay during the closing animation, after `claim` is gone.
  if (claim && claim !== shown) setShown(claim);

  const close = () => {
    onClose();
    setReason('');
    setProblem(null);
  };
  const confirm = async () => {
    if (!claim) return;
    // The API takes one line (it goes into the member's e-mail): line breaks typed here become spaces.
    const oneLine = reason.replace(/\s+/g, ' ').trim();
    if (!oneLine) return setProblem(t('void.reasonRequired'));
    try {
      await voidClaim({ claimId: claim.claimId, body: { reason: oneLine } }).unwrap();
      close();
      notify('success', t('void.done', { id: claim.submissionId }));
    } catch (error) {
      setProblem(t('void.failed', { error: errorMessage(error) }));
    }
  };

  return (
    <Modal
      open={!!claim}
      title={shown && t('void.title', { id: shown.submissionId })}
      okText={t('void.confirm')}
      cancelText={t('void.cancel')}
      okButtonProps={{ danger: true, loading: isLoading }}
      onOk={() => void confirm()}
      onCancel={close}
      afterClose={() => shown && document.getElementById(voidButtonId(shown))?.focus()}
      destroyOnHidden
    >
      {shown && <p>{t('void.text', { id: shown.submissionId, total: formatMoney(shown.claimAmountTotal, language) })}</p>}
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
  );
}
