import type { RouteSchemaTable } from '../routes/route-schemas';
import { contactRoutes } from './contact-routes';
import { contactMessageSchema, contactReceiptSchema } from './contact-schemas';

/** `contactRoutes` with their schemas, for the controller and the OpenAPI test. */
export const contactRouteSchemas = {
  send: { ...contactRoutes.send, body: contactMessageSchema, response: contactReceiptSchema },
} as const satisfies RouteSchemaTable<typeof contactRoutes>;
