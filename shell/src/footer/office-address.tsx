import type { BenefitsOfficeFields } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';

/** One office as the footer shows it: name, address, then telephone, toll-free and fax. */
export function OfficeAddress({ office }: { readonly office: BenefitsOfficeFields }) {
  const { t } = useTranslation();
  return (
    <address>
      <strong>{office.name}</strong>
      <br />
      {office.address}, {office.city}, {office.province} {office.postalCode}
      <br />
      {t('footer.tel')}: {office.telephone} · {t('footer.tollFree')}: {office.freephone} · {t('footer.fax')}: {office.fax}
    </address>
  );
}
