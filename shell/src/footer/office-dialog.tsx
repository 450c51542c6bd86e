import type { BenefitsOffice, BenefitsOfficeFields } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFocusTrap } from '../contact/focus-trap';
import { officeEditingEn } from './office-editing-strings';

const EMPTY: BenefitsOfficeFields = {
  name: '',
  nameFr: '',
  address: '',
  city: '',
  province: 'ON',
  postalCode: '',
  telephone: '',
  freephone: '',
  fax: '',
};
const TEXT_FIELDS = ['name', 'nameFr', 'address', 'city', 'postalCode', 'telephone', 'freephone', 'fax'] as const;
const PROVINCES = Object.keys(officeEditingEn.provinces);

interface OfficeDialogProps {
  readonly t: TFunction;
  /** The office to edit, or null to add one. */
  readonly office: BenefitsOffice | null;
  readonly busy: boolean;
  readonly onSave: (fields: BenefitsOfficeFields) => void;
  readonly onClose: () => void;
}

/** Spec §2 'Add Office' / 'Edit Office': the office's fields; Save stays disabled while the name is empty. */
export function OfficeDialog({ t, office, busy, onSave, onClose }: OfficeDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<BenefitsOfficeFields>(() => (office ? { ...EMPTY, ...office } : EMPTY));
  useFocusTrap(dialog, onClose);
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.name.trim() && !busy) onSave({ ...values, name: values.name.trim() });
  };
  const set = (field: keyof BenefitsOfficeFields, value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <div className="drawer-backdrop">
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1} className="drawer">
        <h2 id={`${id}-title`}>{t(office ? 'editTitle' : 'addTitle')}</h2>
        <form onSubmit={submit} className="form" noValidate>
          {TEXT_FIELDS.slice(0, 4).map((field) => (
            <div key={field} className="form__field">
              <label htmlFor={`${id}-${field}`}>{t(`fields.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                ref={field === 'name' ? first : undefined}
                lang={field === 'nameFr' ? 'fr-CA' : undefined}
                value={values[field] ?? ''}
                required={field === 'name'}
                onChange={(event) => set(field, event.target.value)}
              />
            </div>
          ))}
          <div className="form__field">
            <label htmlFor={`${id}-province`}>{t('fields.province')}</label>
            <select id={`${id}-province`} value={values.province} onChange={(event) => set('province', event.target.value)}>
              {PROVINCES.map((code) => (
                <option key={code} value={code}>
                  {t(`provinces.${code}`)}
                </option>
              ))}
            </select>
          </div>
          {TEXT_FIELDS.slice(4).map((field) => (
            <div key={field} className="form__field">
              <label htmlFor={`${id}-${field}`}>{t(`fields.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                value={values[field] ?? ''}
                inputMode={field === 'postalCode' ? 'text' : 'tel'}
                onChange={(event) => set(field, event.target.value)}
              />
            </div>
          ))}
          <div className="form__actions">
            <button type="button" className="ui-button" onClick={onClose}>
              {t('cancel')}
            </button>
            <button type="submit" className="ui-button ui-button--primary" disabled={!values.name.trim() || busy}>
              {t('save')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
