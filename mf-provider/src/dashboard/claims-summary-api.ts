import { portalApi } from '@portal/api-client';
import type { ClaimsSummary } from '@portal/contracts';

export const claimsSummaryApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getClaimsSummary: build.query<ClaimsSummary, { days: number; timeZone: string }>({
      query: ({ days, timeZone }) => ({ url: '/claims/summary', params: { days: String(days), timeZone } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetClaimsSummaryQuery } = claimsSummaryApi;
