import { configureApiClient, createPortalStore } from '@portal/api-client';
import { createSession } from '@portal/auth';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n, I18nProvider } from '@portal/i18n';
import { App } from './app/app';
import { ConfigError } from './config/config-error';
import { loadRuntimeConfig } from './config/runtime-config';
import { rememberUnframedPaths } from './landing/unframed-paths';
import { createFederation } from './remotes/federation';
import { createRemoteRegistry } from './remotes/remote-registry';
import { SHELL_ROUTES } from './routing/shell-routes';
import './styles.css';

const start = async () => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const i18n = await createI18n();
  try {
    const config = await loadRuntimeConfig();
    const session = createSession(config);
    configureApiClient({
      baseUrl: config.apiBaseUrl,
      getAccessToken: () => session.getUser()?.access_token,
      onUnauthorized: () => {
        if (session.getUser()) void session.loadClient().then((client) => client.signoutRedirect());
      },
      getLanguage: () => i18n.language,
    });
    const registry = createRemoteRegistry({
      remotes: config.remotes,
      shellRoutes: SHELL_ROUTES,
      i18n,
      federation: createFederation(),
    });
    rememberUnframedPaths(registry, window.localStorage);
    // A transition: React renders the app in slices of a few milliseconds instead of one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} i18n={i18n} store={createPortalStore()} session={session} registry={registry} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    root.render(
      <I18nProvider i18n={i18n}>
        <ConfigError reason={error instanceof Error ? error.message : String(error)} />
      </I18nProvider>,
    );
  }
};

void start();
