import type { z } from 'zod';
import type { recordIdSchema } from '../input/record-id';
import type { memberSchema, memberSearchQuerySchema } from '../member';
import type { coverageInputSchema, planInputSchema } from '../plan-admin';
import type { providerIdSchema } from '../providers/provider-id';
import type { coverageSchema, planSchema } from '../reference-data';
import { route } from '../routes/route';
import type { planNumberSchema } from './plan-number';

type RecordId = { readonly id: typeof recordIdSchema };
type Coverage = typeof coverageSchema;
type Plan = typeof planSchema;

/** The plans' and coverages' JSON routes (spec §7): everyone reads them, the SuperAdmin edits them. */
export const planRoutes = {
  coverages: route<{ response: z.ZodArray<Coverage> }>()('GET', '/coverages'),
  createCoverage: route<{ body: typeof coverageInputSchema; response: Coverage }>()('POST', '/coverages'),
  updateCoverage: route<{ params: RecordId; body: typeof coverageInputSchema; response: Coverage }>()('PUT', '/coverages/:id'),
  deleteCoverage: route<{ params: RecordId; response: z.ZodVoid }>()('DELETE', '/coverages/:id'),
  plans: route<{ response: z.ZodArray<Plan> }>()('GET', '/plans'),
  findPlan: route<{ params: { readonly planNumber: typeof planNumberSchema }; response: Plan }>()('GET', '/plans/:planNumber'),
  createPlan: route<{ body: typeof planInputSchema; response: Plan }>()('POST', '/plans'),
  updatePlan: route<{ params: RecordId; body: typeof planInputSchema; response: Plan }>()('PUT', '/plans/:id'),
  deletePlan: route<{ params: RecordId; response: z.ZodVoid }>()('DELETE', '/plans/:id'),
} as const;

type Members = { query: typeof memberSearchQuerySchema; response: z.ZodArray<typeof memberSchema> };

/** Member search (spec §7): by the caller's own provider, or naming it in the path. */
export const memberRoutes = {
  search: route<Members>()('GET', '/member'),
  searchForProvider: route<Members & { params: { readonly providerId: typeof providerIdSchema } }>()(
    'GET',
    '/provider/:providerId/member',
  ),
} as const;
