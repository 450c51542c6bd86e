import { portalApi, routeEndpoint } from '@portal/api-client';
import { planRoutes } from '@portal/contracts/plans';

export const referenceDataApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query({ ...routeEndpoint(planRoutes.plans), providesTags: ['Plans'] }),
    getCoverages: build.query({ ...routeEndpoint(planRoutes.coverages), providesTags: ['Coverages'] }),
  }),
});

export const { useGetPlansQuery, useGetCoveragesQuery } = referenceDataApi;
