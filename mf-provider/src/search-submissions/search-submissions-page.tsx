import { Page } from '@portal/ui';
import { useTranslation } from '@portal/i18n';

export function SearchSubmissionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.searchSubmissions')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
