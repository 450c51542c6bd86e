import type { Provider } from '@portal/contracts';
import { Input, Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { useProvidersTranslation } from './registered-providers-strings';

type AccountState = 'approved' | 'suspended';

interface AccountStateSelectProps {
  readonly provider: Provider;
  /** False for ClaimsAdmin: the state is shown read only. */
  readonly canManage: boolean;
  readonly busy: boolean;
  readonly onSuspend: (provider: Provider, adminMessage: string | null) => void;
  readonly onActivate: (provider: Provider) => void;
  /** Cancelling the suspension reloads the list (spec §4). */
  readonly onCancel: () => void;
}

/**
 * The actions cell (spec §2, §4): Approved activates at once; Suspended asks 'Are you sure?', then for
 * an optional message to the provider. Cancel in either dialog closes both and resets the selection.
 * A provider not approved yet (no provider number) has no account to suspend: its approval status shows.
 */
export function AccountStateSelect({ provider, canManage, busy, onSuspend, onActivate, onCancel }: AccountStateSelectProps) {
  const t = useProvidersTranslation();
  const messageId = useId();
  const [step, setStep] = useState<'closed' | 'confirm' | 'message'>('closed');
  const [message, setMessage] = useState('');
  const current: AccountState = provider.isSuspended ? 'suspended' : 'approved';
  const name = provider.providerName;

  const cancel = () => {
    setStep('closed');
    setMessage('');
    onCancel();
  };
  const choose = (next: AccountState) => {
    if (next === current) return;
    if (next === 'approved') onActivate(provider);
    else setStep('confirm');
  };

  if (!provider.providerNumber)
    return (
      <span style={{ color: '#595959' }}>{t(`state.${provider.approvalStatus === 'Rejected' ? 'Rejected' : 'Pending'}`)}</span>
    );
  return (
    // The cell is inside a clickable row: choosing a state must not open the details dialog. Escape goes
    // on: the dialogs close on it through a listener above React's root.
    <div
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.key !== 'Escape' && event.stopPropagation()}
      role="presentation"
    >
      <Select<AccountState>
        aria-label={t('stateOf', { name })}
        value={step === 'closed' ? current : 'suspended'}
        disabled={!canManage}
        loading={busy}
        style={{ width: 136 }}
        options={[
          { value: 'approved', label: t('state.approved') },
          { value: 'suspended', label: t('state.suspended') },
        ]}
        onChange={choose}
      />
      <Modal
        open={step === 'confirm'}
        title={t('confirmTitle')}
        okText={t('ok')}
        cancelText={t('cancel')}
        onOk={() => setStep('message')}
        onCancel={cancel}
      >
        <p>{t('confirmText', { name })}</p>
      </Modal>
      <Modal
        open={step === 'message'}
        title={t('messageTitle')}
        okText={t('suspend')}
        cancelText={t('cancel')}
        onOk={() => {
          setStep('closed');
          onSuspend(provider, message.trim() || null);
          setMessage('');
        }}
        onCancel={cancel}
      >
        <label htmlFor={messageId}>{t('messageLabel')}</label>
        <Input.TextArea
          id={messageId}
          rows={4}
          maxLength={1000}
          placeholder={t('messagePlaceholder')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Modal>
    </div>
  );
}
