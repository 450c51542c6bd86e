import { Page } from '@portal/ui';
import { useTranslation } from '@portal/i18n';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { MAIN_TOLL_FREE } from '../footer/default-offices';
import { useRouteHeading } from './route-heading';

// These notices render in the bare layout (no frame around them), so they name the document themselves.

export function MaintenancePage() {
  const { t } = useTranslation();
  const { tollFreePhone = MAIN_TOLL_FREE } = useRuntimeConfig();
  useRouteHeading();
  return (
    <Page title={t('titles.maintenance')}>
      <p>{t('maintenance.text', { phone: tollFreePhone })}</p>
    </Page>
  );
}

export function ComingSoonPage() {
  const { t } = useTranslation();
  useRouteHeading();
  return (
    <Page title={t('titles.comingSoon')}>
      <p>{t('comingSoon.text')}</p>
    </Page>
  );
}
