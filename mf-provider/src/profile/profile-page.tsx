import { Page } from '@portal/ui';
import { useTranslation } from '@portal/i18n';

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.myProfile')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
