import { portalApi } from '@portal/api-client';
import type { CoverageCheck } from '@portal/contracts';

export interface CoverageCheckArgs {
  readonly officeId: string;
  readonly memberId: string;
  readonly patientId: string;
}

export const coverageCheckApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // Usage changes with every claim: never served from an old answer.
    getCoverageCheck: build.query<CoverageCheck, CoverageCheckArgs>({
      query: (params) => ({ url: '/coverage-check', params: { ...params } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCoverageCheckQuery } = coverageCheckApi;
