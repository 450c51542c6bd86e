import { portalApi, routeRequest } from '@portal/api-client';
import { planSchema, type RouteResponse } from '@portal/contracts';
import { type PlanInput } from '@portal/contracts/plan-admin';
import { planRoutes } from '@portal/contracts/plans';

/** Plan writes (SuperAdmin); the plans are reloaded after each, also after a failure. */
export const plansApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    createPlan: build.mutation<RouteResponse<typeof planRoutes.createPlan>, PlanInput>({
      query: (body) => routeRequest(planRoutes.createPlan, { body }),
      transformResponse: (body: unknown) => planSchema.parse(body),
      invalidatesTags: ['Plans'],
    }),
    updatePlan: build.mutation<RouteResponse<typeof planRoutes.updatePlan>, PlanInput & { readonly planId: number }>({
      query: ({ planId, ...body }) => routeRequest(planRoutes.updatePlan, { id: String(planId), body }),
      transformResponse: (body: unknown) => planSchema.parse(body),
      invalidatesTags: ['Plans'],
    }),
    deletePlan: build.mutation<RouteResponse<typeof planRoutes.deletePlan>, number>({
      query: (planId) => routeRequest(planRoutes.deletePlan, { id: String(planId) }),
      invalidatesTags: ['Plans'],
    }),
  }),
});

export const { useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation } = plansApi;
