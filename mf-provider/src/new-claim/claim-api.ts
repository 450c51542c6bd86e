import { portalApi, routeRequest, routeResponse } from '@portal/api-client';
import { type ClaimSubmissionInput } from '@portal/contracts';
import { IDEMPOTENCY_KEY_HEADER, claimRoutes } from '@portal/contracts/claims';

export interface SubmitClaimArgs {
  readonly claim: ClaimSubmissionInput;
  /** The same key for every retry of one claim: the server answers a retry with the first result. */
  readonly idempotencyKey: string;
}

export const claimApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    submitClaim: build.mutation({
      query: ({ claim, idempotencyKey }: SubmitClaimArgs) => ({
        ...routeRequest(claimRoutes.submit, { body: claim }),
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: routeResponse(claimRoutes.submit),
    }),
  }),
});

export const { useSubmitClaimMutation } = claimApi;
