import { errorMessage } from '@portal/api-client';
import type { BenefitsOffice, BenefitsOfficeFields } from '@portal/contracts';
import { localized, useTranslation } from '@portal/i18n';
import type { TFunction } from 'i18next';
import { useNotify } from '@portal/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../contact/focus-trap';
import { OfficeAddress } from './office-address';
import { OfficeDialog } from './office-dialog';
import { useAddOfficeMutation, useDeleteOfficeMutation, useSaveOfficeMutation } from './office-editing-api';
import { OFFICE_EDITING_STRINGS } from './office-editing-strings';

const NAMESPACE = 'shell.office-editing';

/** The Administrator's footer edit mode (spec §2): add, edit and remove offices. Loaded only when switched on. */
export default function OfficeEditing({ offices }: { readonly offices: readonly BenefitsOffice[] }) {
  const { i18n, language } = useTranslation();
  for (const [each, strings] of Object.entries(OFFICE_EDITING_STRINGS))
    if (!i18n.hasResourceBundle(each, NAMESPACE)) i18n.addResourceBundle(each, NAMESPACE, strings);
  const t = useMemo(() => i18n.getFixedT(language, NAMESPACE), [i18n, language]);
  const notify = useNotify();
  const [editing, setEditing] = useState<BenefitsOffice | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BenefitsOffice | null>(null);
  const [add, added] = useAddOfficeMutation();
  const [save, saved] = useSaveOfficeMutation();
  const [remove] = useDeleteOfficeMutation();

  const onSave = async (fields: BenefitsOfficeFields) => {
    const isNew = editing === 'new';
    try {
      if (isNew) await add(fields).unwrap();
      else if (editing) await save({ ...fields, benefitsOfficeId: editing.benefitsOfficeId }).unwrap();
      notify('success', t(isNew ? 'added' : 'saved', { name: fields.name }));
      setEditing(null);
    } catch (error) {
      notify('error', t(isNew ? 'addFailed' : 'saveFailed', { name: fields.name, error: errorMessage(error) }));
    }
  };
  const onDelete = async (office: BenefitsOffice) => {
    setDeleting(null);
    try {
      await remove(office.benefitsOfficeId).unwrap();
      notify('success', t('deleted', { name: localized(office, 'name', language) }));
    } catch (error) {
      notify('error', t('deleteFailed', { name: localized(office, 'name', language), error: errorMessage(error) }));
    }
  };

  return (
    <>
      <button type="button" className="ui-button footer__add" onClick={() => setEditing('new')}>
        {t('add')}
      </button>
      <ul className="footer__offices">
        {offices.map((office) => (
          <li key={office.benefitsOfficeId}>
            <OfficeAddress office={office} />
            <div className="footer__office-actions">
              <button type="button" className="ui-button" onClick={() => setEditing(office)}>
                {t('edit', { name: localized(office, 'name', language) })}
              </button>
              <button type="button" className="ui-button" onClick={() => setDeleting(office)}>
                {t('remove', { name: localized(office, 'name', language) })}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {/* On the page, not inside the dark footer whose colours it would inherit. */}
      {editing &&
        createPortal(
          <OfficeDialog
            t={t}
            office={editing === 'new' ? null : editing}
            busy={added.isLoading || saved.isLoading}
            onSave={(fields) => void onSave(fields)}
            onClose={() => setEditing(null)}
          />,
          document.body,
        )}
      {deleting &&
        createPortal(
          <ConfirmDelete t={t} office={deleting} onConfirm={() => void onDelete(deleting)} onCancel={() => setDeleting(null)} />,
          document.body,
        )}
    </>
  );
}

interface ConfirmDeleteProps {
  readonly t: TFunction;
  readonly office: BenefitsOffice;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** 'Are you sure?' with 'The {office name} will be deleted!' (spec §2); Cancel has the focus. */
function ConfirmDelete({ t, office, onConfirm, onCancel }: ConfirmDeleteProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const { language } = useTranslation();
  useFocusTrap(dialog, onCancel);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="drawer-backdrop">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        tabIndex={-1}
        className="confirm"
      >
        <h2 id={`${id}-title`}>{t('confirmTitle')}</h2>
        <p id={`${id}-text`}>{t('confirmText', { name: localized(office, 'name', language) })}</p>
        <div className="form__actions">
          <button ref={cancel} type="button" className="ui-button" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="button" className="ui-button ui-button--primary" onClick={onConfirm}>
            {t('confirmDelete')}
          </button>
        </div>
      </div>
    </div>
  );
}
