import { z } from 'zod';
import type { RouteSchemaTable } from '../routes/route-schemas';
import { claimRoutes } from './claim-routes';
import { claimIdSchema, claimSchema } from './claim-schemas';
import {
  claimSearchQuerySchema,
  claimStatusRefreshQuerySchema,
  claimStatusRefreshSchema,
  claimStatusUpdateSchema,
  claimsSummaryQuerySchema,
  claimsSummarySchema,
} from './claim-search-schemas';
import { claimSubmissionInputSchema, claimSubmissionResultSchema } from './claim-submission-schemas';
import { claimVoidSchema, coverageCheckQuerySchema, coverageCheckSchema } from './coverage-and-void-schemas';

const params = { claimId: claimIdSchema };

/** `claimRoutes` with their schemas, for the controllers and the OpenAPI test. */
export const claimRouteSchemas = {
  submit: { ...claimRoutes.submit, body: claimSubmissionInputSchema, response: claimSubmissionResultSchema },
  search: { ...claimRoutes.search, query: claimSearchQuerySchema, response: z.array(claimSchema) },
  summary: { ...claimRoutes.summary, query: claimsSummaryQuerySchema, response: claimsSummarySchema },
  refreshStatuses: { ...claimRoutes.refreshStatuses, query: claimStatusRefreshQuerySchema, response: claimStatusRefreshSchema },
  findOne: { ...claimRoutes.findOne, params, response: claimSchema },
  setStatus: { ...claimRoutes.setStatus, params, body: claimStatusUpdateSchema, response: claimSchema },
  voidClaim: { ...claimRoutes.voidClaim, params, body: claimVoidSchema, response: claimSchema },
  coverageCheck: { ...claimRoutes.coverageCheck, query: coverageCheckQuerySchema, response: coverageCheckSchema },
} as const satisfies RouteSchemaTable<typeof claimRoutes>;
