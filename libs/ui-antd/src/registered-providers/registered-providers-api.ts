import { portalApi, routeRequest } from '@portal/api-client';
import type { Coverage, Provider, ProviderListQuery, RouteResponse } from '@portal/contracts';
import { planRouteSchemas } from '@portal/contracts/plans';
import { providerRouteSchemas, providerRoutes } from '@portal/contracts/providers';

export interface ProvidersPage {
  readonly items: Provider[];
  /** All the providers matching the search (`x-total-count`), not only this page's. */
  readonly total: number;
}

export type ProvidersParams = Pick<ProviderListQuery, 'limit' | 'page'> & {
  readonly search?: string;
  readonly status?: ProviderListQuery['status'];
};

// From the routes' subpaths, not the shared root entry: a page of these loads only these schemas (ADR 043).
const providers = providerRouteSchemas.list.response;
const providerSchema = providerRouteSchemas.findOne.response;
const coverages = planRouteSchemas.coverages.response;

export const registeredProvidersApi = portalApi.enhanceEndpoints({ addTagTypes: ['RegisteredProviders'] }).injectEndpoints({
  endpoints: (build) => ({
    getRegisteredProviders: build.query<ProvidersPage, ProvidersParams>({
      query: ({ search, status, limit, page }) =>
        routeRequest(providerRoutes.list, {
          query: { limit, page: String(page), ...(search ? { search } : {}), ...(status ? { status } : {}) },
        }),
      transformResponse: (body: unknown, meta): ProvidersPage => {
        const items = providers.parse(body);
        const total = Number(meta?.response?.headers.get('x-total-count'));
        return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
      },
      providesTags: ['RegisteredProviders'],
    }),
    getRegisteredProvider: build.query<RouteResponse<typeof providerRoutes.findOne>, string>({
      query: (id) => routeRequest(providerRoutes.findOne, { id }),
      transformResponse: (body: unknown) => providerSchema.parse(body),
      providesTags: ['RegisteredProviders'],
    }),
    suspendProvider: build.mutation<
      RouteResponse<typeof providerRoutes.suspend>,
      { readonly id: string; readonly adminMessage: string | null }
    >({
      query: ({ id, adminMessage }) => routeRequest(providerRoutes.suspend, { id, body: { adminMessage } }),
      invalidatesTags: ['RegisteredProviders'],
    }),
    activateProvider: build.mutation<RouteResponse<typeof providerRoutes.activate>, string>({
      query: (id) => routeRequest(providerRoutes.activate, { id }),
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
