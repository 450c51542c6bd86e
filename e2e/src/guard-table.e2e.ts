import { expect, test } from '@playwright/test';
import { buildRouteTable, guard, REMOTE_METADATA_KEY, remoteMetadataSchema, Role, type GuardUser } from '@portal/contracts';
import { E2E_URLS, REMOTES } from './support/environment';

const users: Record<string, GuardUser | null> = {
  anonymous: null,
  provider: { role: Role.Provider, providerId: 'p-1' },
  newProvider: { role: Role.Provider, providerId: null },
  admin: { role: Role.Administrator, providerId: null },
  claimsAdmin: { role: Role.ClaimsAdmin, providerId: null },
  superAdmin: { role: Role.SuperAdmin, providerId: null },
};

// Expected destination per route and user, written by hand from DECISIONS "Route guard" and "Home redirects".
type Row = [path: string, anonymous: string, provider: string, newProvider: string, admin: string, claimsAdmin: string, superAdmin: string];
const table: Row[] = [
  ['/provider-registration', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['/dashboard', '/', 'ok', '/provider-registration', '/admin-home', '/claims-admin-home', '/super-admin-home'],
  ['/profile', '/', 'ok', '/provider-registration', '/admin-home', '/claims-admin-home', '/super-admin-home'],
  ['/new-claim', '/', 'ok', '/provider-registration', '/admin-home', '/claims-admin-home', '/super-admin-home'],
  ['/search-submissions', '/', 'ok', '/provider-registration', '/admin-home', '/claims-admin-home', '/super-admin-home'],
  ['/payments', '/', 'ok', '/provider-registration', '/admin-home', '/claims-admin-home', '/super-admin-home'],
  ['/admin-home', '/', '/dashboard', '/provider-registration', 'ok', '/claims-admin-home', 'ok'],
  ['/admin-providers', '/', '/dashboard', '/provider-registration', 'ok', '/claims-admin-home', 'ok'],
  ['/admin-approvals', '/', '/dashboard', '/provider-registration', 'ok', '/claims-admin-home', 'ok'],
  ['/admin-search-submissions', '/', '/dashboard', '/provider-registration', 'ok', '/claims-admin-home', 'ok'],
  ['/admin-payments', '/', '/dashboard', '/provider-registration', 'ok', '/claims-admin-home', 'ok'],
  ['/super-admin-home', '/', '/dashboard', '/provider-registration', '/admin-home', '/claims-admin-home', 'ok'],
  ['/admin-plans', '/', '/dashboard', '/provider-registration', '/admin-home', '/claims-admin-home', 'ok'],
  ['/admin-coverages', '/', '/dashboard', '/provider-registration', '/admin-home', '/claims-admin-home', 'ok'],
  ['/admin-edit-homepage', '/', '/dashboard', '/provider-registration', '/admin-home', '/claims-admin-home', 'ok'],
  ['/claims-admin-home', '/', '/dashboard', '/provider-registration', 'ok', 'ok', 'ok'],
  ['/claims-admin-providers', '/', '/dashboard', '/provider-registration', 'ok', 'ok', 'ok'],
  ['/claims-admin-search-submissions', '/', '/dashboard', '/provider-registration', 'ok', 'ok', 'ok'],
];

test('the guard sends every role to the right place on every route the deployed remotes declare', async ({ request }) => {
  const remotes = await Promise.all(
    REMOTES.map(async ({ name }) => {
      const manifest = (await (await request.get(`${E2E_URLS.remote(name)}/mf-manifest.json`)).json()) as { metaData: Record<string, unknown> };
      return { key: name, metadata: remoteMetadataSchema.parse(manifest.metaData[REMOTE_METADATA_KEY]) };
    }),
  );
  const { routes, conflicts } = buildRouteTable([], remotes);
  expect(conflicts).toEqual([]);
  expect(routes.map((route) => route.path).sort()).toEqual(table.map(([path]) => path).sort());

  const actual = routes.map((route) => [
    route.path,
    ...Object.values(users).map((user) => {
      const decision = guard(route, user, routes);
      return decision.kind === 'allow' ? 'ok' : decision.kind === 'redirect' ? decision.to : decision.kind;
    }),
  ]);
  expect(actual.sort()).toEqual([...table].sort());
});
