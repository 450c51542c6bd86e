import { portalApi } from '@portal/api-client';
import type { ClaimsSummary } from '@portal/contracts';

export const claimsSummaryApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getClaimsSummary: build.query<ClaimsSummary, number>({
      query: (days) => ({ url: '/claims/summary', params: { days: String(days) } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetClaimsSummaryQuery } = claimsSummaryApi;
