import { portalApi, routeRequest } from '@portal/api-client';
import { coverageSchema, type RouteResponse } from '@portal/contracts';
import { type CoverageInput } from '@portal/contracts/plan-admin';
import { planRoutes } from '@portal/contracts/plans';

/** Coverage writes (SuperAdmin); plans show coverage names, so both lists are reloaded. */
export const coveragesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    createCoverage: build.mutation<RouteResponse<typeof planRoutes.createCoverage>, CoverageInput>({
      query: (body) => routeRequest(planRoutes.createCoverage, { body }),
      transformResponse: (body: unknown) => coverageSchema.parse(body),
      invalidatesTags: ['Coverages', 'Plans'],
    }),
    updateCoverage: build.mutation<
      RouteResponse<typeof planRoutes.updateCoverage>,
      CoverageInput & { readonly coverageId: number }
    >({
      query: ({ coverageId, ...body }) => routeRequest(planRoutes.updateCoverage, { id: String(coverageId), body }),
      transformResponse: (body: unknown) => coverageSchema.parse(body),
      invalidatesTags: ['Coverages', 'Plans'],
    }),
    deleteCoverage: build.mutation<RouteResponse<typeof planRoutes.deleteCoverage>, number>({
      query: (coverageId) => routeRequest(planRoutes.deleteCoverage, { id: String(coverageId) }),
      invalidatesTags: ['Coverages', 'Plans'],
    }),
  }),
});

export const { useCreateCoverageMutation, useUpdateCoverageMutation, useDeleteCoverageMutation } = coveragesApi;
