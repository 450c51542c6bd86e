import { useEffect } from 'react';
import { useTranslation } from '@portal/i18n';
import { Link } from 'react-router';
import { DEFAULT_OFFICES } from './default-offices';
import { useGetOfficesQuery } from './offices-api';

export function Footer() {
  const { t } = useTranslation();
  const { data, error } = useGetOfficesQuery();
  useEffect(() => {
    // Spec §8: a failure to load the offices is only logged; the default three remain.
    if (error) console.warn('Could not load the benefits offices', error);
  }, [error]);
  const offices = data?.length ? data : DEFAULT_OFFICES;
  return (
    <footer className="footer">
      <nav aria-label={t('footer.nav')} className="footer__links">
        <Link to="/faq">{t('footer.faq')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/accessibility">{t('footer.accessibility')}</Link>
      </nav>
      <ul className="footer__offices" aria-label={t('footer.offices')}>
        {offices.map((office) => (
          <li key={office.officeName}>
            <address>
              <strong>{office.officeName}</strong>
              <br />
              {office.address}, {office.city}, {office.province} {office.postalCode}
              <br />
              {t('footer.tel')}: {office.telephone} · {t('footer.tollFree')}: {office.tollFree} · {t('footer.fax')}: {office.fax}
            </address>
          </li>
        ))}
      </ul>
    </footer>
  );
}
