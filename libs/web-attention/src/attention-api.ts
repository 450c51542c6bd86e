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
  // Each staff remote bundles its own copy of this library into the one shared store: either definition serves both.
  overrideExisting: true,
});

export const { useGetAttentionQuery } = attentionApi;
