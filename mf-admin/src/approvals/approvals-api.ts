import { portalApi, routeRequest } from '@portal/api-client';
import {
  providerChangeRequestSchema,
  coverageSchema,
  type ProviderChangeRequestDecision,
  type ProviderChangeRequest,
  type Coverage,
  type RouteResponse,
} from '@portal/contracts';
import { changeRequestRoutes } from '@portal/contracts/providers';

export interface ApprovalsPage {
  readonly items: ProviderChangeRequest[];
  /** All the records matching the filters (`x-total-count`), not only this page's. */
  readonly total: number;
}

const records = providerChangeRequestSchema.array();
const coverages = coverageSchema.array();

export const approvalsApi = portalApi.enhanceEndpoints({ addTagTypes: ['Approvals'] }).injectEndpoints({
  endpoints: (build) => ({
    getApprovals: build.query<ApprovalsPage, Record<string, string>>({
      query: (params) => routeRequest(changeRequestRoutes.list, { query: params }),
      transformResponse: (body: unknown, meta): ApprovalsPage => {
        const items = records.parse(body);
        const total = Number(meta?.response?.headers.get('x-total-count'));
        return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
      },
      providesTags: ['Approvals'],
    }),
    decideApproval: build.mutation<
      RouteResponse<typeof changeRequestRoutes.decide>,
      ProviderChangeRequestDecision & { readonly id: number }
    >({
      query: ({ id, approvalStatus }) => routeRequest(changeRequestRoutes.decide, { id: String(id), body: { approvalStatus } }),
      // Also after a refusal (409): the list then shows the decision that won.
      invalidatesTags: ['Approvals'],
    }),
    // Named apart from other remotes' `getCoverages`: every remote injects into the one shared API slice.
    getApprovalCoverages: build.query<Coverage[], void>({
      query: () => '/coverages',
      transformResponse: (body: unknown) => coverages.parse(body),
      providesTags: ['Coverages'],
    }),
  }),
});

export const { useGetApprovalsQuery, useDecideApprovalMutation, useGetApprovalCoveragesQuery } = approvalsApi;
