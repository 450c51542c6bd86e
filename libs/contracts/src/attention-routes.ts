import { attentionSchema } from './attention';
import { route } from './routes/route';
import type { RouteSchemaTable } from './routes/route-schemas';

/**
 * The admin homes' route (spec §7 GET /attention). It stays beside its schema in the root entry: the homes validate
 * the answer with `attentionSchema`, so they load this entry anyway.
 */
export const attentionRoutes = {
  counts: route<{ response: typeof attentionSchema }>()('GET', '/attention'),
} as const;

/** `attentionRoutes` with their schemas, for the controller and the OpenAPI test. */
export const attentionRouteSchemas = {
  counts: { ...attentionRoutes.counts, response: attentionSchema },
} as const satisfies RouteSchemaTable<typeof attentionRoutes>;
