import { Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export function NewClaimPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.newClaim')}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
