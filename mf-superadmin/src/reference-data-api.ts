import { portalApi } from '@portal/api-client';
import type { Coverage, Plan } from '@portal/contracts';

export const referenceDataApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({ query: () => '/plans', providesTags: ['Plans'] }),
    getCoverages: build.query<Coverage[], void>({ query: () => '/coverages', providesTags: ['Coverages'] }),
  }),
});

export const { useGetPlansQuery, useGetCoveragesQuery } = referenceDataApi;
