import { portalApi, routeEndpoint } from '@portal/api-client';
import { attentionRoutes, attentionSchema } from '@portal/contracts';

/** GET /attention: the home's counts and claims per day. */
const attentionApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAttention: build.query({
      ...routeEndpoint(attentionRoutes.counts),
      transformResponse: (body: unknown) => attentionSchema.parse(body),
    }),
  }),
  // mf-admin and mf-claims-admin declare this same endpoint: either definition serves both.
  overrideExisting: true,
});

export const { useGetAttentionQuery } = attentionApi;
