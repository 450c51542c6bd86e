import { Role } from '../roles';
import type { RemoteMetadata } from './remote-metadata';
import { canAccess, guard, type GuardUser } from './guard';
import { buildRouteTable, findRoute, homeFor, sideLinksFor, type PortalRoute } from './route-table';

const users: Record<string, GuardUser | null> = {
  anonymous: null,
  provider: { role: Role.Provider, providerId: 'p-1' },
  newProvider: { role: Role.Provider, providerId: null },
  admin: { role: Role.Administrator, providerId: null },
  claimsAdmin: { role: Role.ClaimsAdmin, providerId: null },
  superAdmin: { role: Role.SuperAdmin, providerId: null },
};

const shellRoutes: PortalRoute[] = [
  { id: 'login', path: '/', access: 'public', layout: 'not-logged-in' },
  { id: 'faq', path: '/faq', access: 'login', layout: 'role' },
];

const metadata = (name: string, routes: RemoteMetadata['routes']): RemoteMetadata => ({
  name,
  contractVersion: '1.0.0',
  namespace: name,
  routes,
  strings: { en: 'i18n/en.json', 'fr-CA': 'i18n/fr-CA.json' },
});

const provider = metadata('mf-p', {
  home: {
    path: '/p-home',
    access: 'provider',
    layout: 'role',
    home: ['Provider'],
    sideLinks: [{ role: 'Provider', label: 'nav.home', icon: 'home', position: 10 }],
  },
  register: { path: '/p-register', access: 'public', layout: 'no-sidebar', home: ['UnregisteredProvider'] },
  detail: { path: '/p-item/:id', access: 'provider', layout: 'role' },
});
const admin = metadata('mf-a', {
  home: {
    path: '/a-home',
    access: 'admin',
    layout: 'role',
    home: ['Administrator'],
    sideLinks: [{ role: 'SuperAdmin', label: 'nav.admin', icon: 'team', position: 20 }],
  },
  levels: { path: '/c-home', access: 'admin-level', layout: 'role', home: ['ClaimsAdmin'] },
});
const superAdmin = metadata('mf-s', {
  home: {
    path: '/s-home',
    access: 'super-admin',
    layout: 'role',
    home: ['SuperAdmin'],
    sideLinks: [{ role: 'SuperAdmin', label: 'nav.home', icon: 'home', position: 10 }],
  },
  again: { path: '/a-home', access: 'public', layout: 'bare' },
});

const { routes, conflicts } = buildRouteTable(shellRoutes, [
  { key: 'provider', metadata: provider },
  { key: 'admin', metadata: admin },
  { key: 'superAdmin', metadata: superAdmin },
]);

// Expected destination per route and user: 'ok' or the redirect target (DECISIONS "Route guard").
type Row = [
  path: string,
  anonymous: string,
  provider: string,
  newProvider: string,
  admin: string,
  claimsAdmin: string,
  superAdmin: string,
];
const table: Row[] = [
  ['/', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/faq', '/', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/p-home', '/', 'ok', '/p-register', '/a-home', '/c-home', '/s-home'],
  ['/p-register', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/p-item/:id', '/', 'ok', '/p-register', '/a-home', '/c-home', '/s-home'],
  ['/a-home', '/', '/p-home', '/p-register', 'ok', '/c-home', 'ok'],
  ['/c-home', '/', '/p-home', '/p-register', 'ok', 'ok', 'ok'],
  ['/s-home', '/', '/p-home', '/p-register', '/a-home', '/c-home', 'ok'],
];

describe('route table', () => {
  it('takes the shell pages, then each remote in order; a path declared again is reported, not taken', () => {
    expect(routes.map((route) => route.path)).toEqual(table.map(([path]) => path));
    expect(conflicts).toEqual(['/a-home (mf-s)']);
    expect(findRoute(routes, '/a-home')?.remote).toBe('admin');
  });

  it('matches parameters and nothing else', () => {
    expect(findRoute(routes, '/p-item/42')?.id).toBe('detail');
    expect(findRoute(routes, '/p-item')).toBeUndefined();
    expect(findRoute(routes, '/nowhere')).toBeUndefined();
  });

  it('finds each audience its home', () => {
    expect(homeFor(routes, Role.Provider, 'p-1')).toBe('/p-home');
    expect(homeFor(routes, Role.Provider, null)).toBe('/p-register');
    expect(homeFor(routes, Role.ClaimsAdmin, null)).toBe('/c-home');
    expect(homeFor(shellRoutes, Role.ClaimsAdmin, null)).toBeUndefined();
  });

  it("orders a role's side links across remotes by position", () => {
    expect(sideLinksFor(routes, Role.SuperAdmin)).toEqual([
      { to: '/s-home', label: 'nav.home', icon: 'home', namespace: 'mf-s' },
      { to: '/a-home', label: 'nav.admin', icon: 'team', namespace: 'mf-a' },
    ]);
    expect(sideLinksFor(routes, Role.ClaimsAdmin)).toEqual([]);
  });
});

describe('route guard', () => {
  describe.each(table)('%s', (path, ...expected) => {
    it.each(Object.keys(users).map((name, index) => [name, expected[index]]))('%s -> %s', (name, destination) => {
      const route = routes.find((candidate) => candidate.path === path) as PortalRoute;
      const user = users[name] ?? null;
      const decision = guard(route, user, routes);
      expect(decision.kind === 'redirect' ? decision.to : decision.kind === 'allow' ? 'ok' : decision.kind).toBe(destination);
      expect(canAccess(route.access, user)).toBe(destination === 'ok');
    });
  });

  it('says so when the home of a refused user is not known yet', () => {
    const withoutHomes = buildRouteTable(shellRoutes, [{ key: 'admin', metadata: admin }]).routes;
    const route = findRoute(withoutHomes, '/a-home') as PortalRoute;
    expect(guard(route, users['provider'] ?? null, withoutHomes)).toEqual({ kind: 'home-unknown' });
  });
});
