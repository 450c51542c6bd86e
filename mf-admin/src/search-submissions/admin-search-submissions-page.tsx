import { useTranslation } from '@portal/i18n';
import { ClaimSubmissions } from '@portal/web-claims';

/** Search Submissions for every provider: status changes, voids of unpaid claims (Administrator, SuperAdmin) and CSV export. */
export function AdminSearchSubmissionsPage() {
  const { t } = useTranslation();
  return <ClaimSubmissions title={t('titles.searchSubmissions')} scope="admin" canChangeStatus canVoid canExport />;
}
