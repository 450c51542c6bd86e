import type { PortalStore } from '@portal/api-client';
import type { PortalSession } from '@portal/auth';
import type { RuntimeConfig } from '@portal/contracts';
import { I18nProvider } from '@portal/i18n';
import { NotificationsProvider } from '@portal/ui';
import type { i18n as I18n } from 'i18next';
import { Provider as StoreProvider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/remote-registry-context';
import { AppRoutes } from './app-routes';
import { SessionProvider } from './session-provider';

export interface AppProps {
  readonly config: RuntimeConfig;
  readonly i18n: I18n;
  readonly store: PortalStore;
  readonly session: PortalSession;
  readonly registry: RemoteRegistry;
}

export function App({ config, i18n, store, session, registry }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <StoreProvider store={store}>
        <NotificationsProvider>
          <SessionProvider session={session} i18n={i18n}>
            <RuntimeConfigContext value={config}>
              <RemoteRegistryContext value={registry}>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </RemoteRegistryContext>
            </RuntimeConfigContext>
          </SessionProvider>
        </NotificationsProvider>
      </StoreProvider>
    </I18nProvider>
  );
}
