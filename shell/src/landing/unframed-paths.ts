import type { PortalRoute } from '@portal/contracts';
import { findRoute } from '@portal/contracts/core';
import type { RemoteRegistry } from '../remotes/remote-registry';

/** The remotes' pages drawn without the role's side bar, as the app last learnt them from their declarations. */
const UNFRAMED_PATHS_KEY = 'portal.unframedPaths';

/**
 * The app keeps them for the next page load, whose entry paints the role's frame before any declaration
 * arrives (ADR 036); written each time every remote has answered.
 */
export const rememberUnframedPaths = (registry: Pick<RemoteRegistry, 'subscribe' | 'getSnapshot'>, storage: Storage) => {
  const remember = () => {
    const { pending, table } = registry.getSnapshot();
    if (pending) return;
    const paths = table.routes.filter((route) => route.remote && route.layout !== 'role').map((route) => route.path);
    storage.setItem(UNFRAMED_PATHS_KEY, JSON.stringify(paths));
  };
  remember();
  return registry.subscribe(remember);
};

export const isRememberedUnframed = (storage: Storage, pathname: string): boolean => {
  try {
    const paths: unknown = JSON.parse(storage.getItem(UNFRAMED_PATHS_KEY) ?? '[]');
    if (!Array.isArray(paths)) return false;
    const routes = paths.filter((path): path is string => typeof path === 'string').map((path) => ({ path }) as PortalRoute);
    return findRoute(routes, pathname) !== undefined;
  } catch {
    return false;
  }
};
