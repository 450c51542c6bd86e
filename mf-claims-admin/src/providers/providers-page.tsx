import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';

export function ProvidersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.providers')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
