import { portalApi } from '@portal/api-client';
import { coverageSchema, providerSchema, type Coverage, type Provider, type ProviderListQuery } from '@portal/contracts';

export interface ProvidersPage {
  readonly items: Provider[];
  /** All the providers matching the search (`x-total-count`), not only this page's. */
  readonly total: number;
}

export type ProvidersParams = Pick<ProviderListQuery, 'limit' | 'page'> & {
  readonly search?: string;
  readonly status?: ProviderListQuery['status'];
};

const providers = providerSchema.array();
const coverages = coverageSchema.array();

export const registeredProvidersApi = portalApi.enhanceEndpoints({ addTagTypes: ['RegisteredProviders'] }).injectEndpoints({
  endpoints: (build) => ({
    getRegisteredProviders: build.query<ProvidersPage, ProvidersParams>({
      query: ({ search, status, limit, page }) => ({
        url: '/provider',
        params: { limit, page: String(page), ...(search ? { search } : {}), ...(status ? { status } : {}) },
      }),
      transformResponse: (body: unknown, meta): ProvidersPage => {
        const items = providers.parse(body);
        const total = Number(meta?.response?.headers.get('x-total-count'));
        return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
      },
      providesTags: ['RegisteredProviders'],
    }),
    getRegisteredProvider: build.query<Provider, string>({
      query: (id) => `/provider/${id}`,
      transformResponse: (body: unknown) => providerSchema.parse(body),
      providesTags: ['RegisteredProviders'],
    }),
    suspendProvider: build.mutation<Provider, { readonly id: string; readonly adminMessage: string | null }>({
      query: ({ id, adminMessage }) => ({ url: `/provider/${id}/suspend`, method: 'POST', body: { adminMessage } }),
      invalidatesTags: ['RegisteredProviders'],
    }),
    activateProvider: build.mutation<Provider, string>({
      query: (id) => ({ url: `/provider/${id}/activate`, method: 'POST' }),
      invalidatesTags: ['RegisteredProviders'],
    }),
    getRegisteredProviderCoverages: build.query<Coverage[], void>({
      query: () => '/coverages',
      transformResponse: (body: unknown) => coverages.parse(body),
      providesTags: ['Coverages'],
    }),
  }),
});

export const {
  useGetRegisteredProvidersQuery,
  useGetRegisteredProviderQuery,
  useSuspendProviderMutation,
  useActivateProviderMutation,
  useGetRegisteredProviderCoveragesQuery,
} = registeredProvidersApi;
