import { ADMIN_LEVEL_ROLES, Role } from '@portal/contracts';
import type { PortalRoute } from './routes';

/** What the guard needs to know about the signed-in user. */
export interface GuardUser {
  readonly role: Role;
  readonly providerId: string | null;
}

/** DECISIONS: home redirects. */
export const homeFor = (role: Role, providerId: string | null): string => {
  switch (role) {
    case Role.Administrator:
      return '/admin-home';
    case Role.SuperAdmin:
      return '/super-admin-home';
    case Role.ClaimsAdmin:
      return '/claims-admin-home';
    case Role.Provider:
      return providerId ? '/dashboard' : '/provider-registration';
  }
};

export const canAccess = (route: PortalRoute, user: GuardUser | null): boolean => {
  switch (route.access) {
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

/** Where the guard sends a user who may not open `route`, or null when they may. */
export const guardRedirect = (route: PortalRoute, user: GuardUser | null): string | null => {
  if (canAccess(route, user)) return null;
  return user ? homeFor(user.role, user.providerId) : '/';
};
