import { portalApi } from '@portal/api-client';
import type {
  ProviderChangeRequest,
  Coverage,
  Language,
  Province,
  Provider,
  ProviderProfileInput,
  ProviderRegistration,
} from '@portal/contracts';
import type { LegacyProfile } from '@portal/contracts/legacy-profile';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Provider'] });

export const providerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProvinces: build.query<Province[], void>({ query: () => '/enums/provinces' }),
    getCoverages: build.query<Coverage[], void>({ query: () => '/coverages', providesTags: ['Coverages'] }),
    getLegacyProfile: build.query<LegacyProfile, void>({ query: () => '/provider/legacy' }),
    getProvider: build.query<Provider, string>({ query: (id) => `/provider/${id}`, providesTags: ['Provider'] }),
    registerProvider: build.mutation<Provider, ProviderRegistration>({
      query: (body) => ({ url: '/provider', method: 'POST', body }),
    }),
    updateProvider: build.mutation<unknown, { id: string; body: ProviderProfileInput }>({
      query: ({ id, body }) => ({ url: `/provider/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Provider'],
    }),
    setProviderLanguage: build.mutation<void, { id: string; language: Language }>({
      query: ({ id, language }) => ({ url: `/provider/${id}/language`, method: 'PUT', body: { language } }),
      invalidatesTags: ['Provider'],
    }),
    getProviderChangeRequest: build.query<ProviderChangeRequest, number>({ query: (id) => `/audit/audit-record/${id}` }),
    markProviderChangeRequestRead: build.mutation<unknown, number>({
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
