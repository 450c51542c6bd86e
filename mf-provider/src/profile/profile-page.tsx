import { Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.myProfile')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
