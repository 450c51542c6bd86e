import { errorMessage } from '@portal/api-client';
import { CONTACT_MAX_LENGTHS } from '@portal/contracts/contact';
import { useNotify } from '@portal/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from '@portal/i18n';
import { useSendMessageMutation, type ContactMessage } from './contact-api';
import { CONTACT_FIELDS, validateContact, type ContactField } from './contact-validation';
import { useFocusTrap } from './focus-trap';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
const AUTOCOMPLETE: Partial<Record<ContactField, string>> = { name: 'name', email: 'email' };

/**
 * The right-hand 'Leave a message' drawer (spec §2 "Contact drawer", §5 contact form): a modal
 * dialog that keeps focus inside, closes on Escape, Cancel or a click beside it, and gives focus
 * back to the button that opened it. Submit stays disabled until every field is valid; a field's
 * message shows once the user has left it.
 */
export function ContactDrawer({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [send, { isLoading }] = useSendMessageMutation();
  const errors = validateContact(values);
  const valid = Object.keys(errors).length === 0;

  useFocusTrap(dialog, onClose);
  useEffect(() => firstField.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || isLoading) return;
    try {
      await send(values).unwrap();
      notify('success', t('contact.sent'));
      onClose();
    } catch (error) {
      notify('error', t('contact.notSent', { error: errorMessage(error) }));
    }
  };

  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div className="drawer-backdrop" onMouseDown={closeOnBackdrop}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1} className="drawer">
        <h2 id={`${id}-title`}>{t('contact.title')}</h2>
        <form onSubmit={(event) => void submit(event)} className="form" noValidate>
          {CONTACT_FIELDS.map((field) => {
            const error = touched[field] ? errors[field] : undefined;
            const props = {
              id: `${id}-${field}`,
              name: field,
              value: values[field],
              required: true,
              maxLength: CONTACT_MAX_LENGTHS[field],
              autoComplete: AUTOCOMPLETE[field],
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-${field}-error` : undefined,
              onChange: (event: { target: { value: string } }) =>
                setValues((current) => ({ ...current, [field]: event.target.value })),
              onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
            };
            return (
              <div key={field} className="form__field">
                <label htmlFor={props.id}>{t(`contact.${field}`)}</label>
                {field === 'message' ? (
                  <textarea {...props} rows={6} />
                ) : (
                  <input {...props} ref={field === 'name' ? firstField : undefined} type={field === 'email' ? 'email' : 'text'} />
                )}
                {error && (
                  <p id={`${id}-${field}-error`} className="form__error">
                    {t(error)}
                  </p>
                )}
              </div>
            );
          })}
          <div className="form__actions">
            <button type="button" className="ui-button" onClick={onClose}>
              {t('contact.cancel')}
            </button>
            <button type="submit" className="ui-button ui-button--primary" disabled={!valid || isLoading}>
              {t('contact.submit')}
            </button>
          </div>
        </form>
        {isLoading && (
          <div className="drawer__spinner" role="status">
            {t('contact.sending')}
          </div>
        )}
      </div>
    </div>
  );
}
