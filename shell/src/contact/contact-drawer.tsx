import { errorMessage } from '@portal/api-client';
import { useNotify } from '@portal/ui';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '@portal/i18n';
import { useSendMessageMutation, type ContactMessage } from './contact-api';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The right-hand 'Leave a message' drawer (spec §2 "Contact drawer"). */
export function ContactDrawer({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const [send, { isLoading }] = useSendMessageMutation();

  useEffect(() => firstField.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const message = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as unknown as ContactMessage;
    try {
      await send(message).unwrap();
      notify('success', t('contact.sent'));
      onClose();
    } catch (error) {
      notify('error', t('contact.notSent', { error: errorMessage(error) }));
    }
  };

  return (
    <div className="drawer-backdrop" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <aside role="dialog" aria-modal="true" aria-labelledby={titleId} className="drawer">
        <h2 id={titleId}>{t('contact.title')}</h2>
        <form onSubmit={(event) => void submit(event)} className="form">
          {FIELDS.map((field) => (
            <label key={field} className="form__field">
              <span>{t(`contact.${field}`)}</span>
              {field === 'message' ? (
                <textarea name={field} rows={6} required />
              ) : (
                <input ref={field === 'name' ? firstField : undefined} name={field} type={field === 'email' ? 'email' : 'text'} required />
              )}
            </label>
          ))}
          <div className="form__actions">
            <button type="button" className="ui-button" onClick={onClose}>
              {t('contact.cancel')}
            </button>
            <button type="submit" className="ui-button ui-button--primary" disabled={isLoading}>
              {t('contact.submit')}
            </button>
          </div>
        </form>
        {isLoading && (
          <div className="drawer__spinner" role="status">
            {t('contact.sending')}
          </div>
        )}
      </aside>
    </div>
  );
}
