import { useTranslation } from '@portal/i18n';
import { ClaimSubmissions } from '@portal/web-claims';

/** Search Submissions for every provider: status changes and CSV export. */
export function ClaimsAdminSearchSubmissionsPage() {
  const { t } = useTranslation();
  return <ClaimSubmissions title={t('titles.searchSubmissions')} scope="admin" canChangeStatus canExport />;
}
