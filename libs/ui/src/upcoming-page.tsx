import { useTranslation } from '@portal/i18n';
import { Page } from './page';

/** A screen whose route exists but whose content a later capability brings: its title and a notice. */
export function UpcomingPage({ titleKey }: { readonly titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <p>{t('pages.upcoming')}</p>
    </Page>
  );
}
