import { attentionSchema, type Attention } from '@portal/contracts';
import { portalApi } from './portal-api';

/** GET /attention: the admin homes' counts and claims per day (Administrator, ClaimsAdmin, SuperAdmin). */
export const attentionApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAttention: build.query<Attention, void>({
      query: () => '/attention',
      transformResponse: (body: unknown) => attentionSchema.parse(body),
    }),
  }),
});

export const { useGetAttentionQuery } = attentionApi;
