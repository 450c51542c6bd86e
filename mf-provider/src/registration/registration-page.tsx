import { Page } from '@portal/ui';
import { useTranslation } from '@portal/i18n';

export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.registration')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
