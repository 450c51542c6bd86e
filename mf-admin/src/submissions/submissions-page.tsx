import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';

export function SubmissionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.searchSubmissions')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
