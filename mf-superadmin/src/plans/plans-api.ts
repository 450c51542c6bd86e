import { portalApi } from '@portal/api-client';
import { planSchema, type Plan } from '@portal/contracts';
import { type PlanInput } from '@portal/contracts/plan-admin';

/** Plan writes (SuperAdmin); the plans are reloaded after each, also after a failure. */
export const plansApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    createPlan: build.mutation<Plan, PlanInput>({
      query: (body) => ({ url: '/plans', method: 'POST', body }),
      transformResponse: (body: unknown) => planSchema.parse(body),
      invalidatesTags: ['Plans'],
    }),
    updatePlan: build.mutation<Plan, PlanInput & { readonly planId: number }>({
      query: ({ planId, ...body }) => ({ url: `/plans/${planId}`, method: 'PUT', body }),
      transformResponse: (body: unknown) => planSchema.parse(body),
      invalidatesTags: ['Plans'],
    }),
    deletePlan: build.mutation<void, number>({
      query: (planId) => ({ url: `/plans/${planId}`, method: 'DELETE' }),
      invalidatesTags: ['Plans'],
    }),
  }),
});

export const { useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation } = plansApi;
