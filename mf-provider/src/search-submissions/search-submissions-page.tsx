import { useAuth } from '@portal/auth';
import { useTranslation } from '@portal/i18n';
import { ClaimSubmissions } from '@portal/web-claims';

/** Search Submissions of the signed-in provider (the server keeps it to its own claims): statuses read only, unpaid claims voidable. */
export function SearchSubmissionsPage() {
  const { t } = useTranslation();
  const { providerId } = useAuth();
  return (
    <ClaimSubmissions
      title={t('titles.searchSubmissions')}
      scope="provider"
      canChangeStatus={false}
      canVoid
      canExport={false}
      providerId={providerId}
    />
  );
}
