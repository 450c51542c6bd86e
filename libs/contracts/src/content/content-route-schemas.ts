import { z } from 'zod';
import { benefitsOfficeSchema } from '../benefits-office';
import { recordIdSchema } from '../input/record-id';
import { homepageSchema } from '../reference-data';
import type { RouteSchemaTable } from '../routes/route-schemas';
import { homepageRoutes } from './homepage-routes';
import { officeRoutes } from './office-routes';
import { benefitsOfficeInputSchema, homepageInputSchema } from './content-schemas';

const params = { id: recordIdSchema };

/** `homepageRoutes` with their schemas, for the controller and the OpenAPI test. */
export const homepageRouteSchemas = {
  current: { ...homepageRoutes.current, response: homepageSchema },
  create: { ...homepageRoutes.create, body: homepageInputSchema, response: homepageSchema },
  update: { ...homepageRoutes.update, params, body: homepageInputSchema, response: homepageSchema },
  remove: { ...homepageRoutes.remove, params, response: z.void() },
} as const satisfies RouteSchemaTable<typeof homepageRoutes>;

/** `officeRoutes` with their schemas. */
export const officeRouteSchemas = {
  list: { ...officeRoutes.list, response: z.array(benefitsOfficeSchema) },
  create: { ...officeRoutes.create, body: benefitsOfficeInputSchema, response: benefitsOfficeSchema },
  update: { ...officeRoutes.update, params, body: benefitsOfficeInputSchema, response: benefitsOfficeSchema },
  remove: { ...officeRoutes.remove, params, response: z.void() },
} as const satisfies RouteSchemaTable<typeof officeRoutes>;
