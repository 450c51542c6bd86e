import { configureApiClient } from './base-query';
import { portalApi } from './portal-api';
import { createPortalStore } from './store';

const probeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/probe' }),
    probeTotal: build.query<string | null, void>({
      query: () => '/probe-total',
      transformResponse: (_body, meta) => meta?.response?.headers.get('x-total-count') ?? null,
    }),
  }),
});

describe('portal API client', () => {
  const fetchMock = jest.fn<Promise<Response>, [Request]>();
  const onUnauthorized = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    configureApiClient({ baseUrl: 'http://api.test/api', getAccessToken: async () => 'access-1', onUnauthorized });
  });

  it('sends the access token as a bearer token to the configured base URL', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const result = await createPortalStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toEqual({ ok: true });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.url).toBe('http://api.test/api/probe');
    expect(request?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('asks for the portal’s language, so the API answers its messages in it', async () => {
    configureApiClient({
      baseUrl: 'http://api.test/api',
      getAccessToken: () => undefined,
      onUnauthorized,
      getLanguage: () => 'fr-CA',
    });
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
    await createPortalStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(fetchMock.mock.calls[0]?.[0].headers.get('Accept-Language')).toBe('fr-CA');
  });

  it("gives endpoints the response's headers", async () => {
    fetchMock.mockResolvedValue(
      new Response('[]', { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': '42' } }),
    );
    const result = await createPortalStore().dispatch(probeApi.endpoints.probeTotal.initiate());
    expect(result.data).toBe('42');
  });

  it('signs the user out on a 401', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    const result = await createPortalStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not sign out on other errors', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 403 }));
    await createPortalStore().dispatch(probeApi.endpoints.probe.initiate());
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
