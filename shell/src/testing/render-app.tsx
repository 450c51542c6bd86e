import { configureApiClient, createPortalStore } from '@portal/api-client';
import { AuthProvider, type PortalSession, type StoredUser } from '@portal/auth';
import type { RuntimeConfig } from '@portal/contracts';
import { createI18n, I18nProvider } from '@portal/i18n';
import { NotificationsProvider } from '@portal/ui';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import type { Federation } from '../remotes/federation';
import { createRemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/remote-registry-context';
import { SHELL_ROUTES } from '../routing/shell-routes';
import { echoFederation, manifestUrlOf, serveTestRemotes, TEST_REMOTES } from './test-remotes';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.test/api',
  issuer: 'http://id.test',
  clientId: 'portal-shell',
  redirectUri: 'http://portal.test/auth/callback',
  postLogoutRedirectUri: 'http://portal.test/',
  remotes: Object.fromEntries(Object.keys(TEST_REMOTES).map((key) => [key, manifestUrlOf(key)])),
  maintenance: false,
};

export interface RenderAppOptions {
  readonly profile?: Record<string, unknown> | null;
  readonly federation?: Federation;
  /** Answers the remotes' manifests and strings first (`serveTestRemotes()` by default). */
  readonly remotes?: (url: string) => Response | undefined | Promise<Response | undefined>;
  readonly respond?: (request: Request) => Response;
  /** The profile the identity service returns to /auth/callback. */
  readonly callbackProfile?: Record<string, unknown>;
  /** Changes to TEST_CONFIG, as `/config.json` would carry them. */
  readonly config?: Partial<RuntimeConfig>;
}

const oidcUser = (profile: Record<string, unknown>) =>
  ({ access_token: 'token', profile: { sub: 'sub-1', ...profile } }) as StoredUser;

/** The shell's routes at `path`, signed in with `profile` (or signed out), with the test remotes and the API answering `respond`. */
export const renderApp = async (
  path: string,
  {
    profile = null,
    federation = echoFederation(),
    remotes = serveTestRemotes(),
    respond,
    callbackProfile,
    config,
  }: RenderAppOptions = {},
) => {
  const fetchMock = jest.fn(async (request: Request) => {
    const remote = await remotes(request.url);
    if (remote) return remote;
    return respond ? respond(request) : new Response('', { status: 404 });
  });
  globalThis.fetch = (async (input: Request | string, init?: RequestInit) =>
    fetchMock(typeof input === 'string' ? new Request(input, init) : input)) as typeof fetch;
  configureApiClient({ baseUrl: TEST_CONFIG.apiBaseUrl, getAccessToken: () => 'token', onUnauthorized: () => undefined });
  const user = profile && oidcUser(profile);
  const signoutRedirect = jest.fn(async () => undefined);
  const signinRedirect = jest.fn(async () => undefined);
  const removeUser = jest.fn(async () => undefined);
  const signinRedirectCallback = jest.fn(async () =>
    callbackProfile ? oidcUser(callbackProfile) : Promise.reject(new Error('No matching state found')),
  );
  const client = { signinRedirect, signinRedirectCallback, signoutRedirect, removeUser };
  const session = { getUser: () => user, loadClient: async () => client } as unknown as PortalSession;
  const i18n = await createI18n('en');
  const registry = createRemoteRegistry({ remotes: TEST_CONFIG.remotes, shellRoutes: SHELL_ROUTES, i18n, federation });
  render(
    <I18nProvider i18n={i18n}>
      <Provider store={createPortalStore()}>
        <NotificationsProvider>
          <AuthProvider session={session}>
            <RuntimeConfigContext value={{ ...TEST_CONFIG, ...config }}>
              <RemoteRegistryContext value={registry}>
                <MemoryRouter initialEntries={[path]}>
                  <AppRoutes />
                </MemoryRouter>
              </RemoteRegistryContext>
            </RuntimeConfigContext>
          </AuthProvider>
        </NotificationsProvider>
      </Provider>
    </I18nProvider>,
  );
  return { fetchMock, signinRedirect, signoutRedirect, removeUser, registry, i18n };
};
