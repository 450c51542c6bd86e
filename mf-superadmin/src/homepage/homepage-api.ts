import { portalApi } from '@portal/api-client';
import type { Homepage } from '@portal/contracts';
import type { HomepageInput } from '@portal/contracts/content';

export const homepageEditorApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getEditableHomepage: build.query<Homepage, void>({ query: () => '/homepage', providesTags: ['Homepage'] }),
    // Each save is a new version (the newest is the current page); earlier ones stay for the record.
    saveHomepage: build.mutation<Homepage, HomepageInput>({
      query: (body) => ({ url: '/homepage', method: 'POST', body }),
      invalidatesTags: ['Homepage'],
    }),
  }),
});

export const { useGetEditableHomepageQuery, useSaveHomepageMutation } = homepageEditorApi;
