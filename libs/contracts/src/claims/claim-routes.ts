import { z } from 'zod';
import { route } from '../routes/route';
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

const claimId = { claimId: claimIdSchema };

/** The claims domain's JSON routes (spec §7); the CSV export is a download, not one of them. */
export const claimRoutes = {
  submit: route({ method: 'POST', path: '/claims', body: claimSubmissionInputSchema, response: claimSubmissionResultSchema }),
  search: route({ method: 'GET', path: '/claims', query: claimSearchQuerySchema, response: z.array(claimSchema) }),
  summary: route({ method: 'GET', path: '/claims/summary', query: claimsSummaryQuerySchema, response: claimsSummarySchema }),
  refreshStatuses: route({
    method: 'GET',
    path: '/claims/UpdateStatus',
    query: claimStatusRefreshQuerySchema,
    response: claimStatusRefreshSchema,
  }),
  findOne: route({ method: 'GET', path: '/claims/:claimId', params: claimId, response: claimSchema }),
  setStatus: route({
    method: 'PUT',
    path: '/claims/:claimId/setStatus',
    params: claimId,
    body: claimStatusUpdateSchema,
    response: claimSchema,
  }),
  voidClaim: route({
    method: 'POST',
    path: '/claims/:claimId/void',
    params: claimId,
    body: claimVoidSchema,
    response: claimSchema,
  }),
  coverageCheck: route({
    method: 'GET',
    path: '/coverage-check',
    query: coverageCheckQuerySchema,
    response: coverageCheckSchema,
  }),
} as const;
