import { useTranslation } from '@portal/i18n';
import { RegisteredProviders, statusFromSearch } from '@portal/web-providers';

/** Registered Providers for ClaimsAdmin: read only, bank numbers masked by the API, no 'Login As Provider'. */
export function ClaimsAdminProvidersPage() {
  const { t } = useTranslation();
  return (
    <RegisteredProviders
      title={t('titles.providers')}
      canManage={false}
      initialStatus={statusFromSearch(window.location.search)}
    />
  );
}
