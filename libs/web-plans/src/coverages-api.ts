import { portalApi, routeRequest, routeResponse } from '@portal/api-client';
import type { RouteResponse } from '@portal/contracts';
import { planRoutes } from '@portal/contracts/plans';

/**
 * Every coverage (GET /coverages), for the screens that name claim and deposit lines by them. Typed by the
 * route, not parsed: as the claims' search, a screen that only reads them carries no zod (ADR 043).
 */
const coveragesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getCoverages: build.query<RouteResponse<typeof planRoutes.coverages>, void>({
      query: () => routeRequest(planRoutes.coverages, undefined),
      transformResponse: routeResponse(planRoutes.coverages),
      providesTags: ['Coverages'],
    }),
  }),
});

export const { useGetCoveragesQuery } = coveragesApi;
