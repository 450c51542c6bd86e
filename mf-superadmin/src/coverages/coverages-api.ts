import { portalApi } from '@portal/api-client';
import { coverageSchema, type Coverage } from '@portal/contracts';
import { type CoverageInput } from '@portal/contracts/plan-admin';

/** Coverage writes (SuperAdmin); plans show coverage names, so both lists are reloaded. */
export const coveragesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    createCoverage: build.mutation<Coverage, CoverageInput>({
      query: (body) => ({ url: '/coverages', method: 'POST', body }),
      transformResponse: (body: unknown) => coverageSchema.parse(body),
      invalidatesTags: ['Coverages', 'Plans'],
    }),
    updateCoverage: build.mutation<Coverage, CoverageInput & { readonly coverageId: number }>({
      query: ({ coverageId, ...body }) => ({ url: `/coverages/${coverageId}`, method: 'PUT', body }),
      transformResponse: (body: unknown) => coverageSchema.parse(body),
      invalidatesTags: ['Coverages', 'Plans'],
    }),
    deleteCoverage: build.mutation<void, number>({
      query: (coverageId) => ({ url: `/coverages/${coverageId}`, method: 'DELETE' }),
      invalidatesTags: ['Coverages', 'Plans'],
    }),
  }),
});

export const { useCreateCoverageMutation, useUpdateCoverageMutation, useDeleteCoverageMutation } = coveragesApi;
