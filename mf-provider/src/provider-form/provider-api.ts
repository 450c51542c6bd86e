import { portalApi } from '@portal/api-client';
import type { Language, RouteArgs, RouteResponse } from '@portal/contracts';
import type { planRoutes } from '@portal/contracts/plans';
import type { changeRequestRoutes, providerRoutes } from '@portal/contracts/providers';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Provider'] });

// The new-claim page loads this slice (`getProvider`), and its chunk must not grow: the answers are the routes'
// types (imported as types), the paths stay written here.
export const providerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProvinces: build.query<RouteResponse<typeof providerRoutes.provinces>, void>({ query: () => '/enums/provinces' }),
    getCoverages: build.query<RouteResponse<typeof planRoutes.coverages>, void>({
      query: () => '/coverages',
      providesTags: ['Coverages'],
    }),
    getLegacyProfile: build.query<RouteResponse<typeof providerRoutes.legacyProfile>, void>({ query: () => '/provider/legacy' }),
    getProvider: build.query<RouteResponse<typeof providerRoutes.findOne>, string>({
      query: (id) => `/provider/${id}`,
      providesTags: ['Provider'],
    }),
    registerProvider: build.mutation<
      RouteResponse<typeof changeRequestRoutes.register>,
      RouteArgs<typeof changeRequestRoutes.register>['body']
    >({
      query: (body) => ({ url: '/provider', method: 'POST', body }),
    }),
    updateProvider: build.mutation<
      RouteResponse<typeof changeRequestRoutes.requestChange>,
      RouteArgs<typeof changeRequestRoutes.requestChange>
    >({
      query: ({ id, body }) => ({ url: `/provider/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Provider'],
    }),
    setProviderLanguage: build.mutation<RouteResponse<typeof providerRoutes.setLanguage>, { id: string; language: Language }>({
      query: ({ id, language }) => ({ url: `/provider/${id}/language`, method: 'PUT', body: { language } }),
      invalidatesTags: ['Provider'],
    }),
    getProviderChangeRequest: build.query<RouteResponse<typeof changeRequestRoutes.findOne>, number>({
      query: (id) => `/audit/audit-record/${id}`,
    }),
    markProviderChangeRequestRead: build.mutation<RouteResponse<typeof changeRequestRoutes.markRead>, number>({
      query: (id) => ({ url: `/audit/${id}/read`, method: 'PUT' }),
      invalidatesTags: ['Provider'],
    }),
  }),
});

export const {
  useGetProvincesQuery,
  useGetCoveragesQuery,
  useGetLegacyProfileQuery,
  useGetProviderQuery,
  useRegisterProviderMutation,
  useUpdateProviderMutation,
  useSetProviderLanguageMutation,
  useGetProviderChangeRequestQuery,
  useMarkProviderChangeRequestReadMutation,
} = providerApi;
