import { useTranslation } from '@portal/i18n';
import { AdminPayments } from '@portal/web-payments';

/** Administrator and SuperAdmin: run a payment, the runs and their CPA-005 files, and the deposits with their statements. */
export function AdminPaymentsPage() {
  const { t } = useTranslation();
  return <AdminPayments title={t('titles.payments')} />;
}
