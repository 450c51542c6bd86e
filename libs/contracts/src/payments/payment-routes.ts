import type { z } from 'zod';
import { route } from '../routes/route';
import type {
  depositDetailSchema,
  depositIdSchema,
  depositQuerySchema,
  depositSchema,
  paymentRunCreateSchema,
  paymentRunIdSchema,
  paymentRunQuerySchema,
  paymentRunSchema,
} from './payment-schemas';

type Run = typeof paymentRunSchema;

/**
 * The payments domain's JSON routes: deposits (every role; a provider sees its own) and payment runs
 * (Administrator, SuperAdmin). The lists answer one page and its `x-total-count`. The CPA-005 file is a download,
 * not one of them.
 */
export const paymentRoutes = {
  deposits: route<{ query: typeof depositQuerySchema; response: z.ZodArray<typeof depositSchema> }>()('GET', '/payments'),
  deposit: route<{ params: { readonly depositId: typeof depositIdSchema }; response: typeof depositDetailSchema }>()(
    'GET',
    '/payments/:depositId',
  ),
  createRun: route<{ body: typeof paymentRunCreateSchema; response: Run }>()('POST', '/payment-runs'),
  runs: route<{ query: typeof paymentRunQuerySchema; response: z.ZodArray<Run> }>()('GET', '/payment-runs'),
  run: route<{ params: { readonly runId: typeof paymentRunIdSchema }; response: Run }>()('GET', '/payment-runs/:runId'),
} as const;
