import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';

export function HomepageEditorPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.editHomepage')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
