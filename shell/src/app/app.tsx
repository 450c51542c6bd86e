import { AuthProvider } from '@portal/auth';
import type { PortalStore } from '@portal/api-client';
import type { RuntimeConfig } from '@portal/contracts';
import { NotificationsProvider, useNotify } from '@portal/ui';
import type { i18n as I18n } from 'i18next';
import type { UserManager } from 'oidc-client-ts';
import { useCallback, type ReactNode } from 'react';
import { I18nProvider } from '@portal/i18n';
import { Provider as StoreProvider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { AppRoutes } from './app-routes';

export interface AppProps {
  readonly config: RuntimeConfig;
  readonly i18n: I18n;
  readonly store: PortalStore;
  readonly userManager: UserManager;
  readonly loader: RemoteLoader;
}

function SessionProvider({ userManager, i18n, children }: { userManager: UserManager; i18n: I18n; children: ReactNode }) {
  const notify = useNotify();
  const warn = useCallback(() => notify('warning', i18n.t('app.sessionExpiring')), [notify, i18n]);
  return (
    <AuthProvider userManager={userManager} onSessionExpiring={warn}>
      {children}
    </AuthProvider>
  );
}

export function App({ config, i18n, store, userManager, loader }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <StoreProvider store={store}>
        <NotificationsProvider>
          <SessionProvider userManager={userManager} i18n={i18n}>
            <RuntimeConfigContext value={config}>
              <RemoteLoaderContext value={loader}>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </RemoteLoaderContext>
            </RuntimeConfigContext>
          </SessionProvider>
        </NotificationsProvider>
      </StoreProvider>
    </I18nProvider>
  );
}
