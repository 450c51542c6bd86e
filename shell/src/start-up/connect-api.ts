import { configureApiClient, createPortalStore, type PortalStore } from '@portal/api-client';
import { createSession, type PortalSession } from '@portal/auth';
import type { RuntimeConfig } from '@portal/contracts';
import type { i18n as I18n } from 'i18next';

/** The session and the store, the API client sending the session's token and the reader's language. */
export const connectApi = (config: RuntimeConfig, i18n: I18n): { session: PortalSession; store: PortalStore } => {
  const session = createSession(config);
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken: () => session.getUser()?.access_token,
    onUnauthorized: () => {
      if (session.getUser()) void session.loadClient().then((client) => client.signoutRedirect());
    },
    getLanguage: () => i18n.language,
  });
  return { session, store: createPortalStore() };
};
