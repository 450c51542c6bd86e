import { useAuth } from '@portal/auth';
import { DEFAULT_BENEFITS_OFFICES, Role } from '@portal/contracts/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@portal/i18n';
import { Link } from 'react-router';
import { OfficeAddress } from './office-address';
import { useGetOfficesQuery } from './offices-api';

// Only an Administrator ever loads the editor, so it stays out of everyone's first load.
const OfficeEditing = lazy(() => import(/* webpackChunkName: "lazy-office-editing" */ './office-editing'));

export function Footer() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const { data, error } = useGetOfficesQuery();
  // Edit mode is not remembered: a reload shows the plain footer again (spec §2).
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    // Spec §2, §8: the default three show until the list loads; a failure is only logged.
    if (error) console.warn('Could not load the benefits offices', error);
  }, [error]);
  const offices = data?.length ? data : DEFAULT_BENEFITS_OFFICES;
  const canEdit = role === Role.Administrator && !!data;
  return (
    <footer className="footer">
      <nav aria-label={t('footer.nav')} className="footer__links">
        <Link to="/faq">{t('footer.faq')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/accessibility">{t('footer.accessibility')}</Link>
      </nav>
      {canEdit && (
        <button type="button" className="ui-button footer__pencil" aria-pressed={editing} onClick={() => setEditing((on) => !on)}>
          {t('footer.editOffices')}
        </button>
      )}
      {editing && data ? (
        <Suspense fallback={null}>
          <OfficeEditing offices={data} />
        </Suspense>
      ) : (
        <ul className="footer__offices" aria-label={t('footer.offices')}>
          {offices.map((office) => (
            <li key={office.name}>
              <OfficeAddress office={office} />
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}
