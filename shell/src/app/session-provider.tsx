import { AuthProvider, type PortalSession } from '@portal/auth';
import { useNotify } from '@portal/ui';
import type { i18n as I18n } from 'i18next';
import { useCallback, type ReactNode } from 'react';

/** The OIDC session, with the warning notification 10 seconds before the token expires. */
export function SessionProvider({ session, i18n, children }: { session: PortalSession; i18n: I18n; children: ReactNode }) {
  const notify = useNotify();
  const warn = useCallback(() => notify('warning', i18n.t('app.sessionExpiring')), [notify, i18n]);
  return (
    <AuthProvider session={session} onSessionExpiring={warn}>
      {children}
    </AuthProvider>
  );
}
