import { portalApi, routeEndpoint } from '@portal/api-client';
import { homepageRoutes } from '@portal/contracts/content';

export const homepageApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getHomepage: build.query({ ...routeEndpoint(homepageRoutes.current), providesTags: ['Homepage'] }),
  }),
});

export const { useGetHomepageQuery } = homepageApi;
