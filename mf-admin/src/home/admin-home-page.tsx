import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';

export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.adminHome')}>
      <p>{t('pages.adminHome')}</p>
    </Page>
  );
}
