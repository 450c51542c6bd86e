import { route } from '../routes/route';
import type { claimSubmissionInputSchema, claimSubmissionResultSchema } from './claim-submission-schemas';
import type { coverageCheckQuerySchema, coverageCheckSchema } from './coverage-and-void-schemas';

// The new-claim page's two routes, in a module of their own: its chunk carries no other route's path.

export const submitClaimRoute = route<{ body: typeof claimSubmissionInputSchema; response: typeof claimSubmissionResultSchema }>()(
  'POST',
  '/claims',
);
export const coverageCheckRoute = route<{ query: typeof coverageCheckQuerySchema; response: typeof coverageCheckSchema }>()(
  'GET',
  '/coverage-check',
);
