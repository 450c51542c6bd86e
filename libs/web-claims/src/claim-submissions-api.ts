import { portalApi, routeEndpoint, routeRequest, routeResponse } from '@portal/api-client';
import type { Claim, ClaimSearchParams } from '@portal/contracts';
import { TOTAL_CAPPED_HEADER, claimRoutes } from '@portal/contracts/claims';

export interface ClaimsPage {
  readonly items: Claim[];
  /** `x-total-count`: every match, or the cap when `capped`. */
  readonly total: number;
  readonly capped: boolean;
}

/** The query string of a search: empty values omitted (spec §7), lists comma-separated. */
export const claimSearchQueryString = (params: ClaimSearchParams): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params)
      .map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(',') : value === undefined || value === null ? '' : String(value),
      ])
      .filter(([, value]) => value !== ''),
  );

const claimSubmissionsApi = portalApi.enhanceEndpoints({ addTagTypes: ['Claims'] }).injectEndpoints({
  endpoints: (build) => ({
    searchClaims: build.query<ClaimsPage, ClaimSearchParams>({
      query: (params) => routeRequest(claimRoutes.search, { query: claimSearchQueryString(params) }),
      transformResponse: (body: unknown, meta): ClaimsPage => {
        const items = routeResponse(claimRoutes.search)(body);
        const total = Number(meta?.response?.headers.get('x-total-count'));
        return {
          items,
          total: Number.isFinite(total) && total >= items.length ? total : items.length,
          capped: meta?.response?.headers.get(TOTAL_CAPPED_HEADER) === '1',
        };
      },
      providesTags: ['Claims'],
    }),
    refreshClaimStatuses: build.mutation({
      query: (_: void) => routeRequest(claimRoutes.refreshStatuses, { query: {} }),
      transformResponse: routeResponse(claimRoutes.refreshStatuses),
      invalidatesTags: (result) => (result?.changed.length ? ['Claims'] : []),
    }),
    setClaimStatus: build.mutation(routeEndpoint(claimRoutes.setStatus)),
    voidClaim: build.mutation({
      ...routeEndpoint(claimRoutes.voidClaim),
      invalidatesTags: (result) => (result ? ['Claims'] : []),
    }),
  }),
});

export const { useSearchClaimsQuery, useRefreshClaimStatusesMutation, useSetClaimStatusMutation, useVoidClaimMutation } =
  claimSubmissionsApi;
