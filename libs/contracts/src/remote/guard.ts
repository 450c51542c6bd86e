import { ADMIN_LEVEL_ROLES, Role } from '../roles';
import type { RouteAccess } from './route-vocabulary';
import { homeFor, type PortalRoute } from './route-table';

/** What the guard needs to know about the signed-in user. */
export interface GuardUser {
  readonly role: Role;
  readonly providerId: string | null;
}

export const canAccess = (access: RouteAccess, user: GuardUser | null): boolean => {
  switch (access) {
    case 'public':
      return true;
    case 'login':
      return user !== null;
    // A provider without a profile has nothing to see on the provider screens until registered.
    case 'provider':
      return user?.role === Role.Provider && Boolean(user.providerId);
    case 'admin':
      return user?.role === Role.Administrator || user?.role === Role.SuperAdmin;
    case 'super-admin':
      return user?.role === Role.SuperAdmin;
    case 'admin-level':
      return user !== null && ADMIN_LEVEL_ROLES.includes(user.role);
  }
};

export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  /** The user's home is declared by a remote whose metadata has not arrived (or failed). */
  | { readonly kind: 'home-unknown' };

/** DECISIONS "Route guard": open the route, or send the user to their own home (anyone else to the login screen). */
export const guard = (route: PortalRoute, user: GuardUser | null, routes: readonly PortalRoute[]): GuardDecision => {
  if (canAccess(route.access, user)) return { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: '/' };
  const home = homeFor(routes, user.role, user.providerId);
  return home ? { kind: 'redirect', to: home } : { kind: 'home-unknown' };
};
