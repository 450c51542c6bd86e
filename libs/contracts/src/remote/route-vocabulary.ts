import { Role } from '../roles';

/** Whose home a route is (DECISIONS "Home redirects"): a role, or a provider without a profile yet. */
export const UNREGISTERED_PROVIDER = 'UnregisteredProvider';
export type Audience = Role | typeof UNREGISTERED_PROVIDER;

export const audienceOf = (role: Role, providerId: string | null): Audience =>
  role === Role.Provider && !providerId ? UNREGISTERED_PROVIDER : role;

/** The shell's side-bar icons; an icon unknown to an older shell is drawn as a plain dot. */
export const NAV_ICONS = ['home', 'user', 'plus', 'search', 'team', 'check', 'file', 'list', 'edit', 'chart'] as const;
export type NavIconName = (typeof NAV_ICONS)[number];

/** Who may open a route (DECISIONS "Route guard"). `provider` means a provider with a profile. */
export const ROUTE_ACCESSES = ['public', 'login', 'provider', 'admin', 'super-admin', 'admin-level'] as const;
export type RouteAccess = (typeof ROUTE_ACCESSES)[number];

/** Spec §2 layouts; `role` picks the signed-in user's role layout (with its side bar). */
export const ROUTE_LAYOUTS = ['not-logged-in', 'no-sidebar-not-logged-in', 'no-sidebar', 'bare', 'role'] as const;
export type RouteLayout = (typeof ROUTE_LAYOUTS)[number];

const SEGMENT = '(?:[a-z0-9-]+|:[A-Za-z]+)';
export const ROUTE_PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`);
/** Route ids name a route between the declaration and the remote's `./Routes` pages. */
export const ROUTE_ID = /^[a-z][A-Za-z0-9]*$/;
/** The i18next namespace of a remote's strings. */
export const STRINGS_NAMESPACE = /^[a-z][a-z0-9-]*$/;
