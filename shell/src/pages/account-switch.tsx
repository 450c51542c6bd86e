import { useAuth } from '@portal/auth';
import { useTranslation } from '@portal/i18n';
import { useEffect, useRef } from 'react';

/** Where the identity service returns after switching accounts (impersonation start or stop): sign in again. */
export function AccountSwitch() {
  const { t } = useTranslation();
  const { switchAccount } = useAuth();
  // StrictMode runs effects twice in development; one redirect is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void switchAccount();
  }, [switchAccount]);

  return <p className="loading">{t('titles.signingIn')}</p>;
}
