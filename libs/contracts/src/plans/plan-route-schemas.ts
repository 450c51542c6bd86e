import { z } from 'zod';
import { recordIdSchema } from '../input/record-id';
import { memberSchema, memberSearchQuerySchema } from '../member';
import { coverageInputSchema, planInputSchema } from '../plan-admin';
import { providerIdSchema } from '../providers/provider-id';
import { coverageSchema, planSchema } from '../reference-data';
import type { RouteSchemaTable } from '../routes/route-schemas';
import { planNumberSchema } from './plan-number';
import { memberRoutes, planRoutes } from './plan-routes';

const recordId = { id: recordIdSchema };

/** `planRoutes` with their schemas, for the controllers and the OpenAPI test. */
export const planRouteSchemas = {
  coverages: { ...planRoutes.coverages, response: z.array(coverageSchema) },
  createCoverage: { ...planRoutes.createCoverage, body: coverageInputSchema, response: coverageSchema },
  updateCoverage: { ...planRoutes.updateCoverage, params: recordId, body: coverageInputSchema, response: coverageSchema },
  deleteCoverage: { ...planRoutes.deleteCoverage, params: recordId, response: z.void() },
  plans: { ...planRoutes.plans, response: z.array(planSchema) },
  findPlan: { ...planRoutes.findPlan, params: { planNumber: planNumberSchema }, response: planSchema },
  createPlan: { ...planRoutes.createPlan, body: planInputSchema, response: planSchema },
  updatePlan: { ...planRoutes.updatePlan, params: recordId, body: planInputSchema, response: planSchema },
  deletePlan: { ...planRoutes.deletePlan, params: recordId, response: z.void() },
} as const satisfies RouteSchemaTable<typeof planRoutes>;

/** `memberRoutes` with their schemas. */
export const memberRouteSchemas = {
  search: { ...memberRoutes.search, query: memberSearchQuerySchema, response: z.array(memberSchema) },
  searchForProvider: {
    ...memberRoutes.searchForProvider,
    params: { providerId: providerIdSchema },
    query: memberSearchQuerySchema,
    response: z.array(memberSchema),
  },
} as const satisfies RouteSchemaTable<typeof memberRoutes>;
