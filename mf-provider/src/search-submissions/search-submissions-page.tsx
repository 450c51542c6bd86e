import { Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export function SearchSubmissionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.searchSubmissions')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
