import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';

export function ClaimsAdminHomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.claimsAdminHome')}>
      <p>{t('pages.claimsAdminHome')}</p>
    </Page>
  );
}
