import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildRouteTable,
  guard,
  REMOTE_METADATA_KEY,
  remoteMetadataSchema,
  type GuardUser,
  type PortalRoute,
} from '@portal/contracts';
import type { APIRequestContext } from '@playwright/test';
import { E2E_URLS, REMOTES } from './environment';

const shellRoutesFile = resolve(import.meta.dirname, '../../../shell/src/routing/shell-routes.ts');

/** The portal's route table as the shell builds it: its own pages, then what each deployed remote declares in its manifest. */
export async function portalRoutes(request: APIRequestContext): Promise<readonly PortalRoute[]> {
  const { SHELL_ROUTES } = (await import(pathToFileURL(shellRoutesFile).href)) as { SHELL_ROUTES: readonly PortalRoute[] };
  const remotes = await Promise.all(
    REMOTES.map(async ({ name }) => {
      const manifest = (await (await request.get(`${E2E_URLS.remote(name)}/mf-manifest.json`)).json()) as {
        metaData: Record<string, unknown>;
      };
      return { key: name, metadata: remoteMetadataSchema.parse(manifest.metaData[REMOTE_METADATA_KEY]) };
    }),
  );
  return buildRouteTable(SHELL_ROUTES, remotes).routes;
}

/** The routes a user may open and that show a page of their own (no parameters, not the sign-in round trip). */
export const routesOpenTo = (routes: readonly PortalRoute[], user: GuardUser | null): PortalRoute[] =>
  routes.filter(
    (route) => !route.path.includes(':') && !route.id.startsWith('auth') && guard(route, user, routes).kind === 'allow',
  );
