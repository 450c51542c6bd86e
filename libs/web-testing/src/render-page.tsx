import { configureApiClient, createPortalStore } from '@portal/api-client';
import type { Language, RemoteDeclaration } from '@portal/contracts';
import { addNamespace, createI18n, I18nNamespace, I18nProvider } from '@portal/i18n';
import { NotificationsProvider } from '@portal/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

/**
 * Renders a remote's page the way the shell does: its store, its notifications, and the remote's strings
 * (English unless `language` says otherwise) under its namespace, with the API answering `respond`, at
 * the router location `path`.
 */
export const renderPage = async (
  remote: RemoteDeclaration,
  page: ReactElement,
  respond: (url: string) => Response = () => new Response('', { status: 404 }),
  language: Language = 'en',
  path = '/',
) => {
  const fetchMock = jest.fn(async (request: Request) => respond(request.url));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://api.test/api', getAccessToken: () => 'token', onUnauthorized: () => undefined });
  const i18n = await createI18n(language);
  await addNamespace(i18n, remote.namespace, async (each) => remote.strings[each]);
  render(
    <I18nProvider i18n={i18n}>
      <I18nNamespace namespace={remote.namespace}>
        <Provider store={createPortalStore()}>
          <NotificationsProvider>
            <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
          </NotificationsProvider>
        </Provider>
      </I18nNamespace>
    </I18nProvider>,
  );
  return fetchMock;
};

export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
