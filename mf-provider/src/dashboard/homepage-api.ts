import { portalApi } from '@portal/api-client';
import type { Homepage } from '@portal/contracts';

export const homepageApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getHomepage: build.query<Homepage, void>({ query: () => '/homepage', providesTags: ['Homepage'] }),
  }),
});

export const { useGetHomepageQuery } = homepageApi;
