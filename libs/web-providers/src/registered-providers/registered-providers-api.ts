import { portalApi, routeRequest, routeResponse } from '@portal/api-client';
import type { Provider, ProviderListQuery, RouteResponse } from '@portal/contracts';
import { providerRoutes } from '@portal/contracts/providers';

export interface ProvidersPage {
  readonly items: Provider[];
  /** All the providers matching the search (`x-total-count`), not only this page's. */
  readonly total: number;
}

export type ProvidersParams = Pick<ProviderListQuery, 'limit' | 'page'> & {
  readonly search?: string;
  readonly status?: ProviderListQuery['status'];
};

// Typed by the routes, not parsed: the screens that list claims read the provider's offices from here, and
// carry no zod for them (ADR 043).
export const registeredProvidersApi = portalApi.enhanceEndpoints({ addTagTypes: ['RegisteredProviders'] }).injectEndpoints({
  endpoints: (build) => ({
    getRegisteredProviders: build.query<ProvidersPage, ProvidersParams>({
      query: ({ search, status, limit, page }) =>
        routeRequest(providerRoutes.list, {
          query: { limit, page: String(page), ...(search ? { search } : {}), ...(status ? { status } : {}) },
        }),
      transformResponse: (body: unknown, meta): ProvidersPage => {
        const items = routeResponse(providerRoutes.list)(body);
        const total = Number(meta?.response?.headers.get('x-total-count'));
        return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
      },
      providesTags: ['RegisteredProviders'],
    }),
    getRegisteredProvider: build.query<RouteResponse<typeof providerRoutes.findOne>, string>({
      query: (id) => routeRequest(providerRoutes.findOne, { id }),
      transformResponse: routeResponse(providerRoutes.findOne),
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
  }),
});

export const {
  useGetRegisteredProvidersQuery,
  useGetRegisteredProviderQuery,
  useSuspendProviderMutation,
  useActivateProviderMutation,
} = registeredProvidersApi;
