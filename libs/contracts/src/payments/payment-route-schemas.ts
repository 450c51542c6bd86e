import { z } from 'zod';
import type { RouteSchemaTable } from '../routes/route-schemas';
import { paymentRoutes } from './payment-routes';
import {
  depositDetailSchema,
  depositIdSchema,
  depositQuerySchema,
  depositSchema,
  paymentRunCreateSchema,
  paymentRunIdSchema,
  paymentRunQuerySchema,
  paymentRunSchema,
} from './payment-schemas';

/** `paymentRoutes` with their schemas, for the controllers and the OpenAPI test. */
export const paymentRouteSchemas = {
  deposits: { ...paymentRoutes.deposits, query: depositQuerySchema, response: z.array(depositSchema) },
  deposit: { ...paymentRoutes.deposit, params: { depositId: depositIdSchema }, response: depositDetailSchema },
  createRun: { ...paymentRoutes.createRun, body: paymentRunCreateSchema, response: paymentRunSchema },
  runs: { ...paymentRoutes.runs, query: paymentRunQuerySchema, response: z.array(paymentRunSchema) },
  run: { ...paymentRoutes.run, params: { runId: paymentRunIdSchema }, response: paymentRunSchema },
} as const satisfies RouteSchemaTable<typeof paymentRoutes>;
