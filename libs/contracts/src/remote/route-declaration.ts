import { z } from 'zod';
import { roleSchema } from '../role-schema';
import { ROUTE_ACCESSES, ROUTE_ID, ROUTE_LAYOUTS, ROUTE_PATH, UNREGISTERED_PROVIDER } from './route-vocabulary';

export const routeAccessSchema = z.enum(ROUTE_ACCESSES);

export const routeLayoutSchema = z.enum(ROUTE_LAYOUTS);

export const audienceSchema = z.enum([...roleSchema.options, UNREGISTERED_PROVIDER]);

export const sideLinkSchema = z.object({
  /** The role whose side bar shows the link. */
  role: roleSchema,
  /** A key of the declaring remote's strings. */
  label: z.string().min(1),
  icon: z.string().min(1),
  /** Order in the side bar, across every remote that adds links for the role (lowest first). */
  position: z.number().int(),
});

export const routePathSchema = z.string().regex(ROUTE_PATH, 'a path like /reports or /items/:id');

export const routeDeclarationSchema = z.object({
  path: routePathSchema,
  access: routeAccessSchema,
  layout: routeLayoutSchema,
  home: z.array(audienceSchema).readonly().optional(),
  sideLinks: z.array(sideLinkSchema).readonly().optional(),
});
export type RouteDeclaration = z.infer<typeof routeDeclarationSchema>;

export const routeIdSchema = z.string().regex(ROUTE_ID, 'a camelCase route id');
