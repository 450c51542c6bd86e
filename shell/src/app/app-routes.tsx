import { PORTAL_ROUTES, type LayoutKind, type PortalRoute } from '@portal/auth';
import type { ComponentType, ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { BareLayout, NoSidebarLayout, RoleLayout } from '../layouts/layouts';
import { AuthCallback } from '../pages/auth-callback';
import { AccessibilityPage, FaqPage, PrivacyPage } from '../pages/info-pages';
import { LoginLanding } from '../pages/login-landing';
import { NewProviderPage } from '../pages/new-provider';
import { NotFound } from '../pages/not-found';
import { ComingSoonPage, MaintenancePage } from '../pages/notices';
import { RemotePage } from '../remotes/remote-page';
import { RouteGuard } from './route-guard';

const SHELL_PAGES: Record<string, ComponentType> = {
  '/': LoginLanding,
  '/maintenance': MaintenancePage,
  '/coming-soon': ComingSoonPage,
  '/newprovider/:uid': NewProviderPage,
  '/auth/callback': AuthCallback,
  '/faq': FaqPage,
  '/privacy': PrivacyPage,
  '/accessibility': AccessibilityPage,
};

const LAYOUTS: Record<LayoutKind, ComponentType> = {
  'not-logged-in': NoSidebarLayout,
  'no-sidebar-not-logged-in': NoSidebarLayout,
  'no-sidebar': NoSidebarLayout,
  bare: BareLayout,
  role: RoleLayout,
};

const pageFor = (route: PortalRoute): ReactElement => {
  if (route.remote) return <RemotePage key={route.path} remote={route.remote} path={route.path} />;
  const Page = SHELL_PAGES[route.path];
  if (!Page) throw new Error(`No shell page for ${route.path}`);
  return <Page />;
};

/** The route table of spec §2, grouped by layout, behind the guard; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        {(Object.keys(LAYOUTS) as LayoutKind[]).map((kind) => {
          const Layout = LAYOUTS[kind];
          return (
            <Route key={kind} element={<Layout />}>
              {PORTAL_ROUTES.filter((route) => route.layout === kind).map((route) => (
                <Route key={route.path} path={route.path} element={pageFor(route)} />
              ))}
            </Route>
          );
        })}
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
