import { z } from 'zod';
import { roleSchema, Role } from '../roles';

/** Who may open a route (DECISIONS "Route guard"). `provider` means a provider with a profile. */
export const routeAccessSchema = z.enum(['public', 'login', 'provider', 'admin', 'super-admin', 'admin-level']);
export type RouteAccess = z.infer<typeof routeAccessSchema>;

/** Spec §2 layouts; `role` picks the signed-in user's role layout (with its side bar). */
export const routeLayoutSchema = z.enum(['not-logged-in', 'no-sidebar-not-logged-in', 'no-sidebar', 'bare', 'role']);
export type RouteLayout = z.infer<typeof routeLayoutSchema>;

/** Whose home a route is (DECISIONS "Home redirects"): a role, or a provider without a profile yet. */
export const UNREGISTERED_PROVIDER = 'UnregisteredProvider';
export const audienceSchema = z.enum([...roleSchema.options, UNREGISTERED_PROVIDER]);
export type Audience = z.infer<typeof audienceSchema>;

export const audienceOf = (role: Role, providerId: string | null): Audience =>
  role === Role.Provider && !providerId ? UNREGISTERED_PROVIDER : role;

/** The shell's side-bar icons; an icon unknown to an older shell is drawn as a plain dot. */
export const NAV_ICONS = ['home', 'user', 'plus', 'search', 'team', 'check', 'file', 'list', 'edit', 'chart'] as const;
export type NavIconName = (typeof NAV_ICONS)[number];

export const sideLinkSchema = z.object({
  /** The role whose side bar shows the link. */
  role: roleSchema,
  /** A key of the declaring remote's strings. */
  label: z.string().min(1),
  icon: z.string().min(1),
  /** Order in the side bar, across every remote that adds links for the role (lowest first). */
  position: z.number().int(),
});

const SEGMENT = '(?:[a-z0-9-]+|:[A-Za-z]+)';
export const routePathSchema = z
  .string()
  .regex(new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`), 'a path like /reports or /items/:id');

export const routeDeclarationSchema = z.object({
  path: routePathSchema,
  access: routeAccessSchema,
  layout: routeLayoutSchema,
  home: z.array(audienceSchema).readonly().optional(),
  sideLinks: z.array(sideLinkSchema).readonly().optional(),
});
export type RouteDeclaration = z.infer<typeof routeDeclarationSchema>;

/** Route ids name a route between the declaration and the remote's `./Routes` pages. */
export const routeIdSchema = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a camelCase route id');
