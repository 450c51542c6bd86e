import type { RemoteName } from '@portal/contracts';

/** Who may open a route (DECISIONS: route guard). */
export type Access = 'public' | 'login' | 'provider' | 'admin' | 'super-admin' | 'admin-level';

/** `role` means the signed-in user's role picks the layout (spec §2 "Layouts"). */
export type LayoutKind = 'not-logged-in' | 'no-sidebar-not-logged-in' | 'no-sidebar' | 'bare' | 'role';

export interface PortalRoute {
  readonly path: string;
  readonly access: Access;
  readonly layout: LayoutKind;
  /** The remote whose `./Routes` module renders the page; shell pages have none. */
  readonly remote?: RemoteName;
}

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/', access: 'public', layout: 'not-logged-in' },
  { path: '/maintenance', access: 'public', layout: 'bare' },
  { path: '/coming-soon', access: 'public', layout: 'bare' },
  { path: '/newprovider/:uid', access: 'public', layout: 'no-sidebar-not-logged-in' },
  { path: '/auth/callback', access: 'public', layout: 'bare' },
  { path: '/provider-registration', access: 'public', layout: 'no-sidebar', remote: 'provider' },
  { path: '/faq', access: 'login', layout: 'role' },
  { path: '/privacy', access: 'login', layout: 'role' },
  { path: '/accessibility', access: 'login', layout: 'role' },
  { path: '/dashboard', access: 'provider', layout: 'role', remote: 'provider' },
  { path: '/profile', access: 'provider', layout: 'role', remote: 'provider' },
  { path: '/new-claim', access: 'provider', layout: 'role', remote: 'provider' },
  { path: '/search-submissions', access: 'provider', layout: 'role', remote: 'provider' },
  { path: '/admin-home', access: 'admin', layout: 'role', remote: 'admin' },
  { path: '/admin-providers', access: 'admin', layout: 'role', remote: 'admin' },
  { path: '/admin-approvals', access: 'admin', layout: 'role', remote: 'admin' },
  { path: '/admin-search-submissions', access: 'admin', layout: 'role', remote: 'admin' },
  { path: '/super-admin-home', access: 'super-admin', layout: 'role', remote: 'superadmin' },
  { path: '/admin-plans', access: 'super-admin', layout: 'role', remote: 'superadmin' },
  { path: '/admin-coverages', access: 'super-admin', layout: 'role', remote: 'superadmin' },
  { path: '/admin-edit-homepage', access: 'super-admin', layout: 'role', remote: 'superadmin' },
  { path: '/claims-admin-home', access: 'admin-level', layout: 'role', remote: 'claimsAdmin' },
  { path: '/claims-admin-providers', access: 'admin-level', layout: 'role', remote: 'claimsAdmin' },
  { path: '/claims-admin-search-submissions', access: 'admin-level', layout: 'role', remote: 'claimsAdmin' },
];

const segmentsMatch = (pattern: string, pathname: string): boolean => {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
};

/** The route a pathname belongs to, or undefined for the 404 page. */
export const findRoute = (pathname: string): PortalRoute | undefined =>
  PORTAL_ROUTES.find((route) => segmentsMatch(route.path, pathname));

export const routesOf = (remote: RemoteName): readonly PortalRoute[] =>
  PORTAL_ROUTES.filter((route) => route.remote === remote);
