import { portalApi, routeEndpoint } from '@portal/api-client';
import { coverageCheckRoute } from '@portal/contracts/claims';

export const coverageCheckApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // Usage changes with every claim: never served from an old answer.
    getCoverageCheck: build.query({ ...routeEndpoint(coverageCheckRoute), keepUnusedDataFor: 0 }),
  }),
});

export const { useGetCoverageCheckQuery } = coverageCheckApi;
