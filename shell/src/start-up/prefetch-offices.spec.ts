import { configureApiClient, createPortalStore } from '@portal/api-client';
import { officesApi } from '../footer/offices-api';
import { prefetchOffices } from './prefetch-offices';

const OFFICES = [
  {
    benefitsOfficeId: 1,
    name: 'Eastern Regional Office',
    nameFr: null,
    address: '1 Main St',
    city: 'Halifax',
    province: 'NS',
    postalCode: 'B3H 1A1',
    telephone: null,
    freephone: null,
    fax: null,
  },
];

describe('prefetching the footer offices at start-up', () => {
  it('fills the cache entry the footer reads, before anything renders or subscribes', async () => {
    const requested: string[] = [];
    globalThis.fetch = (async (input: Request | string) => {
      requested.push(typeof input === 'string' ? input : input.url);
      return new Response(JSON.stringify(OFFICES), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    configureApiClient({ baseUrl: 'http://api.test/api', getAccessToken: () => undefined, onUnauthorized: () => undefined });
    const store = createPortalStore();

    prefetchOffices(store);

    const selectOffices = officesApi.endpoints.getOffices.select();
    expect(selectOffices(store.getState()).isLoading).toBe(true);
    await Promise.all(store.dispatch(officesApi.util.getRunningQueriesThunk()));
    expect(requested).toEqual(['http://api.test/api/benefitsOffices']);
    expect(selectOffices(store.getState()).data).toEqual(OFFICES);

    // The footer's `useGetOfficesQuery()` subscribes to the same entry: no second request.
    await store.dispatch(officesApi.endpoints.getOffices.initiate()).unwrap();
    expect(requested).toHaveLength(1);
  });
});
