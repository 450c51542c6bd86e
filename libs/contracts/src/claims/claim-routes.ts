import type { z } from 'zod';
import { route } from '../routes/route';
import type { claimIdSchema, claimSchema } from './claim-schemas';
import type {
  claimSearchQuerySchema,
  claimStatusRefreshQuerySchema,
  claimStatusRefreshSchema,
  claimStatusUpdateSchema,
  claimsSummaryQuerySchema,
  claimsSummarySchema,
} from './claim-search-schemas';
import type { claimVoidSchema } from './coverage-and-void-schemas';
import { coverageCheckRoute, submitClaimRoute } from './new-claim-routes';

type ClaimId = { readonly claimId: typeof claimIdSchema };

/**
 * The claims domain's JSON routes (spec §7), their schemas as types only: a page that calls them carries no zod
 * (`claimRouteSchemas` binds them to their schemas). The CSV export is a download, not one of them.
 */
export const claimRoutes = {
  submit: submitClaimRoute,
  search: route<{ query: typeof claimSearchQuerySchema; response: z.ZodArray<typeof claimSchema> }>()('GET', '/claims'),
  summary: route<{ query: typeof claimsSummaryQuerySchema; response: typeof claimsSummarySchema }>()('GET', '/claims/summary'),
  refreshStatuses: route<{ query: typeof claimStatusRefreshQuerySchema; response: typeof claimStatusRefreshSchema }>()(
    'GET',
    '/claims/UpdateStatus',
  ),
  findOne: route<{ params: ClaimId; response: typeof claimSchema }>()('GET', '/claims/:claimId'),
  setStatus: route<{ params: ClaimId; body: typeof claimStatusUpdateSchema; response: typeof claimSchema }>()(
    'PUT',
    '/claims/:claimId/setStatus',
  ),
  voidClaim: route<{ params: ClaimId; body: typeof claimVoidSchema; response: typeof claimSchema }>()(
    'POST',
    '/claims/:claimId/void',
  ),
  coverageCheck: coverageCheckRoute,
} as const;
