import { configureApiClient, createPortalStore } from '@portal/api-client';
import { createI18n, I18nProvider } from '@portal/i18n';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

/** Renders a remote's page the way the shell does (store, English strings) with the API answering `respond`. */
export const renderPage = async (page: ReactElement, respond: (url: string) => Response = () => new Response('', { status: 404 })) => {
  const fetchMock = jest.fn(async (request: Request) => respond(request.url));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://api.test/api', getAccessToken: () => 'token', onUnauthorized: () => undefined });
  const i18n = await createI18n('en');
  render(
    <I18nProvider i18n={i18n}>
      <Provider store={createPortalStore()}>{page}</Provider>
    </I18nProvider>,
  );
  return fetchMock;
};

export const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
