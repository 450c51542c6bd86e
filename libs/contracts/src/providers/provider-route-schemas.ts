import { z } from 'zod';
import { recordIdSchema } from '../input/record-id';
import { legacyProfileSchema } from '../legacy-profile';
import {
  providerLanguageInputSchema,
  providerListQuerySchema,
  providerProfileInputSchema,
  providerRegistrationSchema,
  providerSchema,
  providerSuspendSchema,
} from '../provider';
import {
  providerChangeRequestDecisionSchema,
  providerChangeRequestQuerySchema,
  providerChangeRequestSchema,
} from '../provider-change-request';
import { provinceSchema } from '../reference-data';
import type { RouteSchemaTable } from '../routes/route-schemas';
import { providerIdSchema } from './provider-id';
import { changeRequestRoutes, providerRoutes } from './provider-routes';

const providerId = { id: providerIdSchema };
const recordId = { id: recordIdSchema };

/** `providerRoutes` with their schemas, for the controllers and the OpenAPI test. */
export const providerRouteSchemas = {
  provinces: { ...providerRoutes.provinces, response: z.array(provinceSchema) },
  list: { ...providerRoutes.list, query: providerListQuerySchema, response: z.array(providerSchema) },
  legacyProfile: { ...providerRoutes.legacyProfile, response: legacyProfileSchema },
  findOne: { ...providerRoutes.findOne, params: providerId, response: providerSchema },
  suspend: { ...providerRoutes.suspend, params: providerId, body: providerSuspendSchema, response: providerSchema },
  activate: { ...providerRoutes.activate, params: providerId, response: providerSchema },
  setLanguage: { ...providerRoutes.setLanguage, params: providerId, body: providerLanguageInputSchema, response: z.void() },
} as const satisfies RouteSchemaTable<typeof providerRoutes>;

/** `changeRequestRoutes` with their schemas. */
export const changeRequestRouteSchemas = {
  register: { ...changeRequestRoutes.register, body: providerRegistrationSchema, response: providerChangeRequestSchema },
  requestChange: {
    ...changeRequestRoutes.requestChange,
    params: providerId,
    body: providerProfileInputSchema,
    response: providerChangeRequestSchema,
  },
  list: { ...changeRequestRoutes.list, query: providerChangeRequestQuerySchema, response: z.array(providerChangeRequestSchema) },
  findOne: { ...changeRequestRoutes.findOne, params: recordId, response: providerChangeRequestSchema },
  decide: {
    ...changeRequestRoutes.decide,
    params: recordId,
    body: providerChangeRequestDecisionSchema,
    response: providerChangeRequestSchema,
  },
  markRead: { ...changeRequestRoutes.markRead, params: recordId, response: providerChangeRequestSchema },
} as const satisfies RouteSchemaTable<typeof changeRequestRoutes>;
