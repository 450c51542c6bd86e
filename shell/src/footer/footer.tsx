import { DEFAULT_BENEFITS_OFFICES } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from '@portal/i18n';
import { Link } from 'react-router';
import { useGetOfficesQuery } from './offices-api';

export function Footer() {
  const { t } = useTranslation();
  const { data, error } = useGetOfficesQuery();
  useEffect(() => {
    // Spec §2, §8: the default three show until the list loads; a failure is only logged.
    if (error) console.warn('Could not load the benefits offices', error);
  }, [error]);
  const offices = data?.length ? data : DEFAULT_BENEFITS_OFFICES;
  return (
    <footer className="footer">
      <nav aria-label={t('footer.nav')} className="footer__links">
        <Link to="/faq">{t('footer.faq')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/accessibility">{t('footer.accessibility')}</Link>
      </nav>
      <ul className="footer__offices" aria-label={t('footer.offices')}>
        {offices.map((office) => (
          <li key={office.name}>
            <address>
              <strong>{office.name}</strong>
              <br />
              {office.address}, {office.city}, {office.province} {office.postalCode}
              <br />
              {t('footer.tel')}: {office.telephone} · {t('footer.tollFree')}: {office.freephone} · {t('footer.fax')}: {office.fax}
            </address>
          </li>
        ))}
      </ul>
    </footer>
  );
}
