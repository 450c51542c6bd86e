import { Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.registration')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
