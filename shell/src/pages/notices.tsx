import { Page } from '@portal/ui';
import { useTranslation } from '@portal/i18n';
import { MAIN_TOLL_FREE } from '../footer/default-offices';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.maintenance')}>
      <p>{t('maintenance.text', { phone: MAIN_TOLL_FREE })}</p>
    </Page>
  );
}

export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.comingSoon')}>
      <p>{t('comingSoon.text')}</p>
    </Page>
  );
}
