import { configureApiClient, createPortalStore } from '@portal/api-client';
import { AuthProvider, PORTAL_ROUTES } from '@portal/auth';
import type { RuntimeConfig } from '@portal/contracts';
import { createI18n, I18nProvider } from '@portal/i18n';
import { NotificationsProvider, type RemotePages } from '@portal/ui';
import { render } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.test/api',
  issuer: 'http://id.test',
  clientId: 'portal-shell',
  redirectUri: 'http://portal.test/auth/callback',
  postLogoutRedirectUri: 'http://portal.test/',
  remotes: {
    provider: 'http://provider.test/mf-manifest.json',
    admin: 'http://admin.test/mf-manifest.json',
    superadmin: 'http://superadmin.test/mf-manifest.json',
    claimsAdmin: 'http://claims.test/mf-manifest.json',
  },
};

/** A remote loader whose remotes render an `<h1>` naming the path they were asked for. */
export const echoLoader = (): RemoteLoader => {
  const pages: RemotePages = Object.fromEntries(
    PORTAL_ROUTES.filter((route) => route.remote).map((route) => [route.path, () => <h1>remote page {route.path}</h1>]),
  );
  return { peek: () => undefined, load: async () => pages, reload: async () => pages };
};

export interface RenderAppOptions {
  readonly profile?: Record<string, unknown> | null;
  readonly loader?: RemoteLoader;
  readonly respond?: (request: Request) => Response;
  /** The profile the identity service returns to /auth/callback. */
  readonly callbackProfile?: Record<string, unknown>;
}

/** The shell's routes at `path`, signed in with `profile` (or signed out), the API answering `respond`. */
const oidcUser = (profile: Record<string, unknown>) =>
  ({ expired: false, access_token: 'token', profile: { sub: 'sub-1', ...profile } }) as unknown as User;

export const renderApp = async (path: string, { profile = null, loader = echoLoader(), respond, callbackProfile }: RenderAppOptions = {}) => {
  const fetchMock = jest.fn(async (request: Request) => (respond ? respond(request) : new Response('', { status: 404 })));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({ baseUrl: TEST_CONFIG.apiBaseUrl, getAccessToken: () => 'token', onUnauthorized: () => undefined });
  const user = profile && oidcUser(profile);
  const signoutRedirect = jest.fn(async () => undefined);
  const signinRedirect = jest.fn(async () => undefined);
  const events = new Proxy({}, { get: () => () => undefined });
  const signinRedirectCallback = jest.fn(async () => (callbackProfile ? oidcUser(callbackProfile) : Promise.reject(new Error('No matching state found'))));
  const userManager = { getUser: async () => user, signinRedirect, signinRedirectCallback, signoutRedirect, events } as unknown as UserManager;
  const i18n = await createI18n('en');
  render(
    <I18nProvider i18n={i18n}>
      <Provider store={createPortalStore()}>
        <NotificationsProvider>
          <AuthProvider userManager={userManager}>
            <RuntimeConfigContext value={TEST_CONFIG}>
              <RemoteLoaderContext value={loader}>
                <MemoryRouter initialEntries={[path]}>
                  <AppRoutes />
                </MemoryRouter>
              </RemoteLoaderContext>
            </RuntimeConfigContext>
          </AuthProvider>
        </NotificationsProvider>
      </Provider>
    </I18nProvider>,
  );
  return { fetchMock, signinRedirect, signoutRedirect };
};
