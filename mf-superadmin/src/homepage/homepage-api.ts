import { portalApi, routeEndpoint, routeRequest } from '@portal/api-client';
import type { RouteResponse } from '@portal/contracts';
import { homepageRoutes, type HomepageInput } from '@portal/contracts/content';

export const homepageEditorApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getEditableHomepage: build.query({ ...routeEndpoint(homepageRoutes.current), providesTags: ['Homepage'] }),
    // Each save is a new version (the newest is the current page); earlier ones stay for the record.
    saveHomepage: build.mutation<RouteResponse<typeof homepageRoutes.create>, HomepageInput>({
      query: (body) => routeRequest(homepageRoutes.create, { body }),
      invalidatesTags: ['Homepage'],
    }),
  }),
});

export const { useGetEditableHomepageQuery, useSaveHomepageMutation } = homepageEditorApi;
