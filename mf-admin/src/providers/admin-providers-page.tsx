import { useTranslation } from '@portal/i18n';
import { loginAsProvider, RegisteredProviders, statusFromSearch } from '@portal/web-providers';

/** Registered Providers for Administrator and SuperAdmin: suspend, activate and 'Login As Provider'. */
export function AdminProvidersPage() {
  const { t } = useTranslation();
  return (
    <RegisteredProviders
      title={t('titles.providers')}
      canManage
      onLoginAs={(providerId) => void loginAsProvider(providerId)}
      initialStatus={statusFromSearch(window.location.search)}
    />
  );
}
