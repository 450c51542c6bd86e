import { portalApi, routeRequest } from '@portal/api-client';
import type { ClaimSubmissionInput, RouteResponse } from '@portal/contracts';
import { IDEMPOTENCY_KEY_HEADER, submitClaimRoute } from '@portal/contracts/claims';

export interface SubmitClaimArgs {
  readonly claim: ClaimSubmissionInput;
  /** The same key for every retry of one claim: the server answers a retry with the first result. */
  readonly idempotencyKey: string;
}

export const claimApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    submitClaim: build.mutation<RouteResponse<typeof submitClaimRoute>, SubmitClaimArgs>({
      query: ({ claim, idempotencyKey }) => ({
        ...routeRequest(submitClaimRoute, { body: claim }),
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    }),
  }),
});

export const { useSubmitClaimMutation } = claimApi;
