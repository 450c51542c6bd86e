import { useAuth } from '@portal/auth';
import { impersonationStopUrl } from '@portal/contracts/core';
import { useTranslation } from '@portal/i18n';
import { useRuntimeConfig } from '../config/runtime-config-context';
import './impersonation-banner.css';

/** While an administrator acts as a provider: who, and Stop (back to the administrator's own session). */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { issuer } = useRuntimeConfig();
  if (!user?.actor) return null;
  return (
    <aside className="impersonation-banner" aria-label={t('impersonation.region')}>
      <span>{t('impersonation.actingAs', { provider: user.username })}</span>
      <span aria-hidden="true"> — </span>
      <a className="impersonation-banner__stop" href={impersonationStopUrl(issuer, `${window.location.origin}/`)}>
        {t('impersonation.stop')}
      </a>
    </aside>
  );
}
