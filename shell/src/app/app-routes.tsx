import type { PortalRoute, RouteLayout } from '@portal/contracts';
import type { ComponentType, ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { BareLayout, NoSidebarLayout, RoleLayout } from '../layouts/layouts';
import { RemotePage } from '../remotes/remote-page';
import { useRegistrySnapshot } from '../remotes/remote-registry-context';
import { SHELL_PAGES } from '../routing/shell-pages';
import { RouteGuard } from './route-guard';
import { UnknownRoute } from './unknown-route';

const LAYOUTS: Record<RouteLayout, ComponentType> = {
  'not-logged-in': NoSidebarLayout,
  'no-sidebar-not-logged-in': NoSidebarLayout,
  'no-sidebar': NoSidebarLayout,
  bare: BareLayout,
  role: RoleLayout,
};

const pageFor = (route: PortalRoute): ReactElement => {
  if (route.remote && route.namespace) return <RemotePage key={route.path} route={{ ...route, remote: route.remote, namespace: route.namespace }} />;
  const Page = SHELL_PAGES[route.id];
  if (!Page) throw new Error(`No shell page for ${route.id}`);
  return <Page />;
};

/** The shell's pages and every route the remotes declare, grouped by layout, behind the guard. */
export function AppRoutes() {
  const { table } = useRegistrySnapshot();
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        {(Object.keys(LAYOUTS) as RouteLayout[]).map((kind) => {
          const Layout = LAYOUTS[kind];
          return (
            <Route key={kind} element={<Layout />}>
              {table.routes
                .filter((route) => route.layout === kind)
                .map((route) => (
                  <Route key={route.path} path={route.path} element={pageFor(route)} />
                ))}
            </Route>
          );
        })}
      </Route>
      <Route path="*" element={<UnknownRoute />} />
    </Routes>
  );
}
