import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  buildRouteTable,
  guard,
  REMOTE_METADATA_KEY,
  remoteMetadataSchema,
  type GuardUser,
  type RemoteDeclaration,
  type RouteAccess,
  type StringTree,
} from '@portal/contracts';
import { DEMO_ACCOUNTS, type DemoAccount } from '@portal/demo-data';
import { E2E_URLS, REMOTES, type RemoteName } from './environment';
import { mainNav, signIn } from './sign-in';

/** One demo account of each kind of visitor the guard tells apart (DECISIONS "Route guard", "Home redirects"). */
const VISITORS = {
  provider: 'provider',
  newProvider: 'newuser',
  admin: 'admin',
  claimsAdmin: 'claimsadmin',
  superAdmin: 'superadmin',
} as const;
type Visitor = keyof typeof VISITORS | 'anonymous';

/** Who may open a route of each access level, written from DECISIONS "Route guard" (not from the guard's code). */
const MAY_OPEN: Record<RouteAccess, readonly Visitor[]> = {
  public: ['anonymous', 'provider', 'newProvider', 'admin', 'claimsAdmin', 'superAdmin'],
  login: ['provider', 'newProvider', 'admin', 'claimsAdmin', 'superAdmin'],
  provider: ['provider'],
  admin: ['admin', 'superAdmin'],
  'super-admin': ['superAdmin'],
  'admin-level': ['admin', 'claimsAdmin', 'superAdmin'],
};

const accountOf = (visitor: keyof typeof VISITORS): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === VISITORS[visitor]);
  if (!account) throw new Error(`No demo account ${VISITORS[visitor]}`);
  return account;
};

/** Where a visitor ends up on a route of this access level: the route itself, the login screen, or their home. */
export const expectedDestination = (access: RouteAccess, path: string, visitor: Visitor): string => {
  if (MAY_OPEN[access].includes(visitor)) return path;
  return visitor === 'anonymous' ? '/' : accountOf(visitor).home;
};

const stringAt = (tree: StringTree, key: string): string => {
  const leaf = key
    .split('.')
    .reduce<StringTree | undefined>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, StringTree>)[part] : undefined),
      tree,
    );
  if (typeof leaf !== 'string') throw new Error(`No string ${key}`);
  return leaf;
};

/** The side links a remote adds to a role's layout, in its declared order, as the English side bar shows them. */
export const declaredSideLinks = (declaration: RemoteDeclaration) => {
  const links = Object.values(declaration.routes).flatMap((route) =>
    (route.sideLinks ?? []).map((link) => ({
      role: link.role,
      position: link.position,
      name: stringAt(declaration.strings.en, link.label),
      path: route.path,
    })),
  );
  const roles = [...new Set(links.map((link) => link.role))];
  return roles.map((role) => ({
    role,
    links: links
      .filter((link) => link.role === role)
      .sort((a, b) => a.position - b.position)
      .map(({ name, path }) => ({ name, path })),
  }));
};

const deployedMetadata = async (request: APIRequestContext, name: RemoteName) => {
  const manifest = (await (await request.get(`${E2E_URLS.remote(name)}/mf-manifest.json`)).json()) as {
    metaData: Record<string, unknown>;
  };
  return remoteMetadataSchema.parse(manifest.metaData[REMOTE_METADATA_KEY]);
};

/**
 * A remote's own route and side-link checks, derived from its `src/remote.ts` and run against the
 * deployed portal: its manifest carries that declaration, the guard sends each kind of visitor where
 * DECISIONS says on each of its routes, and each role's side bar shows its links in their order.
 */
export function testRemoteDeclaration(name: RemoteName, declaration: RemoteDeclaration): void {
  const project = REMOTES.find((remote) => remote.name === name)?.project ?? name;
  const routes = Object.values(declaration.routes);

  test(`the deployed ${project} declares the routes of its remote.ts`, async ({ request }) => {
    const metadata = await deployedMetadata(request, name);
    expect(metadata.namespace).toBe(declaration.namespace);
    expect(metadata.contractVersion).toBe(declaration.contractVersion);
    expect(metadata.routes).toEqual(JSON.parse(JSON.stringify(declaration.routes)));
  });

  test(`the guard sends every kind of visitor where DECISIONS says on each ${project} route`, async ({ request }) => {
    const remotes = await Promise.all(
      REMOTES.map(async (remote) => ({ key: remote.name, metadata: await deployedMetadata(request, remote.name) })),
    );
    const table = buildRouteTable([], remotes);
    expect(table.conflicts).toEqual([]);
    const users: Record<Visitor, GuardUser | null> = {
      anonymous: null,
      ...(Object.fromEntries(
        Object.keys(VISITORS).map((visitor) => {
          const { role, providerId } = accountOf(visitor as keyof typeof VISITORS);
          return [visitor, { role, providerId }];
        }),
      ) as Record<keyof typeof VISITORS, GuardUser>),
    };
    for (const route of routes) {
      const deployed = table.routes.find((candidate) => candidate.path === route.path);
      if (!deployed) throw new Error(`${route.path} is not in the deployed route table`);
      for (const [visitor, user] of Object.entries(users) as [Visitor, GuardUser | null][]) {
        const decision = guard(deployed, user, table.routes);
        const actual = decision.kind === 'allow' ? route.path : decision.kind === 'redirect' ? decision.to : decision.kind;
        expect(actual, `${visitor} on ${route.path}`).toBe(expectedDestination(route.access, route.path, visitor));
      }
    }
  });

  for (const { role, links } of declaredSideLinks(declaration)) {
    const visitor = (Object.keys(VISITORS) as (keyof typeof VISITORS)[]).find(
      (candidate) => accountOf(candidate).home !== '/provider-registration' && accountOf(candidate).role === role,
    );
    if (!visitor) throw new Error(`No demo account signs in with the ${role} layout`);
    test(`${VISITORS[visitor]} sees ${project}'s side links in order and lands where the guard says on each of its routes`, async ({
      page,
    }) => {
      await signIn(page, VISITORS[visitor]);
      await expect(page).toHaveURL(new RegExp(`${accountOf(visitor).home}$`));
      const paths = new Set(routes.map((route) => route.path));
      const nav = mainNav(page).getByRole('link');
      await expect(nav.first()).toBeVisible();
      const shown = await nav.evaluateAll((anchors) =>
        anchors.map((anchor) => ({ name: anchor.textContent?.trim() ?? '', path: anchor.getAttribute('href') ?? '' })),
      );
      expect(shown.filter((link) => paths.has(link.path))).toEqual(links);

      for (const route of routes) {
        await page.goto(route.path);
        await expect(page).toHaveURL(new RegExp(`:\\d+${expectedDestination(route.access, route.path, visitor)}$`));
      }
    });
  }
}
