import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';

export function SuperAdminHomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.superAdminHome')}>
      <p>{t('pages.superAdminHome')}</p>
    </Page>
  );
}
