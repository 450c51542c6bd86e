import type { Role } from '../roles';
import type { RemoteMetadata } from './remote-metadata';
import type { RouteDeclaration } from './route-declaration';
import { audienceOf } from './route-vocabulary';

/** A route of the portal: one of the shell's own pages, or one a remote declares. */
export interface PortalRoute extends RouteDeclaration {
  readonly id: string;
  /** The remote (its `/config.json` key) whose `./Routes` renders the page; absent for the shell's pages. */
  readonly remote?: string;
  /** The i18next namespace of the declaring remote's strings. */
  readonly namespace?: string;
}

export interface SideLink {
  readonly to: string;
  readonly label: string;
  readonly icon: string;
  readonly namespace?: string;
}

export interface RouteTable {
  readonly routes: readonly PortalRoute[];
  /** Paths declared again by a later remote (the first declaration wins). */
  readonly conflicts: readonly string[];
}

export interface DeclaringRemote {
  readonly key: string;
  readonly metadata: RemoteMetadata;
}

const segmentsMatch = (pattern: string, pathname: string): boolean => {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return (
    expected.length === actual.length && expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
};

/** The shell's pages first, then each remote's declarations in configuration order. */
export const buildRouteTable = (shellRoutes: readonly PortalRoute[], remotes: readonly DeclaringRemote[]): RouteTable => {
  const routes = [...shellRoutes];
  const conflicts: string[] = [];
  for (const { key, metadata } of remotes) {
    for (const [id, declaration] of Object.entries(metadata.routes)) {
      if (routes.some((route) => route.path === declaration.path)) conflicts.push(`${declaration.path} (${metadata.name})`);
      else routes.push({ ...declaration, id, remote: key, namespace: metadata.namespace });
    }
  }
  return { routes, conflicts };
};

/** The route a pathname belongs to, or undefined. */
export const findRoute = (routes: readonly PortalRoute[], pathname: string): PortalRoute | undefined =>
  routes.find((route) => segmentsMatch(route.path, pathname));

/** DECISIONS "Home redirects", as the routes declare them; undefined while no known route is the user's home. */
export const homeFor = (routes: readonly PortalRoute[], role: Role, providerId: string | null): string | undefined => {
  const audience = audienceOf(role, providerId);
  return routes.find((route) => route.home?.includes(audience))?.path;
};

/** Spec §2 "Layouts": the role's side links from every declaring remote, by position. */
export const sideLinksFor = (routes: readonly PortalRoute[], role: Role): SideLink[] =>
  routes
    .flatMap((route) =>
      (route.sideLinks ?? [])
        .filter((link) => link.role === role)
        .map((link) => ({
          position: link.position,
          link: { to: route.path, label: link.label, icon: link.icon, namespace: route.namespace },
        })),
    )
    .sort((a, b) => a.position - b.position)
    .map(({ link }) => link);
