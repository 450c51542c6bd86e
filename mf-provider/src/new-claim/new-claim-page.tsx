import { Page } from '@portal/ui';
import { useTranslation } from '@portal/i18n';

export function NewClaimPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.newClaim')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
