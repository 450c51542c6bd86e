import type { Provider } from '@portal/contracts';
import { Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { stateSelectId } from './account-state-select';
import { useProvidersTranslation } from './registered-providers-strings';

interface SuspendDialogsProps {
  /** The provider being suspended; the dialogs are open while there is one. */
  readonly provider: Provider | null;
  readonly onSuspend: (provider: Provider, adminMessage: string | null) => void;
  /** Cancelling the suspension reloads the list (spec §4). */
  readonly onCancel: () => void;
}

/**
 * Suspending (spec §4): 'Are you sure?', then an optional message to the provider; Cancel in either
 * closes both. They live beside the table, not in a row, so they stay open when a turned phone swaps the
 * cards for the table; when they close, the provider's dropdown gets the focus back.
 */
export function SuspendDialogs({ provider, onSuspend, onCancel }: SuspendDialogsProps) {
  const t = useProvidersTranslation();
  const messageId = useId();
  const [step, setStep] = useState<'confirm' | 'message'>('confirm');
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState(provider);
  // The texts stay during the closing animation, after `provider` is gone.
  if (provider && provider !== shown) setShown(provider);
  const done = () => {
    setStep('confirm');
    setMessage('');
  };
  const afterClose = () => shown && document.getElementById(stateSelectId(shown))?.focus();

  return (
    <>
      <Modal
        open={!!provider && step === 'confirm'}
        title={t('confirmTitle')}
        okText={t('ok')}
        cancelText={t('cancel')}
        onOk={() => setStep('message')}
        onCancel={() => {
          done();
          onCancel();
        }}
      >
        <p>{t('confirmText', { name: shown?.providerName })}</p>
      </Modal>
      <Modal
        open={!!provider && step === 'message'}
        title={t('messageTitle')}
        okText={t('suspend')}
        cancelText={t('cancel')}
        onOk={() => {
          if (provider) onSuspend(provider, message.trim() || null);
          done();
        }}
        onCancel={() => {
          done();
          onCancel();
        }}
        afterClose={afterClose}
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
    </>
  );
}
