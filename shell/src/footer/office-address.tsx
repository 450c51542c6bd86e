import type { BenefitsOfficeFields } from '@portal/contracts';
import { localized, useTranslation } from '@portal/i18n';

/** One office as the footer shows it: name, address, then telephone, toll-free and fax. */
export function OfficeAddress({ office }: { readonly office: BenefitsOfficeFields }) {
  const { t, language } = useTranslation();
  return (
    <address>
      <strong>{localized(office, 'name', language)}</strong>
      <br />
      {office.address}, {office.city}, {office.province} {office.postalCode}
      <br />
      {/* A number never breaks across lines: each label and number wraps as one. */}
      <span className="nowrap">
        {t('footer.tel')}: {office.telephone}
      </span>{' '}
      ·{' '}
      <span className="nowrap">
        {t('footer.tollFree')}: {office.freephone}
      </span>{' '}
      ·{' '}
      <span className="nowrap">
        {t('footer.fax')}: {office.fax}
      </span>
    </address>
  );
}
