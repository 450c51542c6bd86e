import { useAuth } from '@portal/auth';
import { useTranslation } from '@portal/i18n';
import { ProviderPayments } from '@portal/web-payments';

/** The signed-in provider's deposits (the server keeps it to its own offices'), their lines and remittance statements. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { providerId } = useAuth();
  return <ProviderPayments title={t('titles.payments')} providerId={providerId} />;
}
