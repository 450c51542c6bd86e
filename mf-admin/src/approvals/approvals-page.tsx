import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';

export function ApprovalsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.approvals')}>
      <p>{t('pages.approvalsIntro')}</p>
    </Page>
  );
}
