import { useAuth } from '@portal/auth';
import { findRoute, guard } from '@portal/contracts/core';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useRuntimeConfig } from '../config/runtime-config-context';
import { RemoteUnavailable } from '../remotes/remote-unavailable';
import { useRegistrySnapshot } from '../remotes/remote-registry-context';
import { MAINTENANCE_PATH, passesMaintenance } from './maintenance';
import { PageSkeleton } from './page-skeleton';

/** Sends everyone but admins to /maintenance, signed out, while the maintenance flag is on; else the route's access rule (DECISIONS "Route guard"). */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const { ready, user, role, signOut } = useAuth();
  const { maintenance } = useRuntimeConfig();
  const { table, pending, failed } = useRegistrySnapshot();
  const heldOut = maintenance && ready && pathname !== MAINTENANCE_PATH && !passesMaintenance(search, role);
  useEffect(() => {
    if (heldOut && user) void signOut();
  }, [heldOut, user, signOut]);
  if (maintenance && !ready) return <PageSkeleton />;
  if (heldOut) return user ? <PageSkeleton /> : <Navigate to={MAINTENANCE_PATH} replace />;
  const route = findRoute(table.routes, pathname);
  if (!route || route.access === 'public') return <Outlet />;
  if (!ready) return <PageSkeleton />;
  const decision = guard(route, user, table.routes);
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return pending ? <PageSkeleton /> : <RemoteUnavailable failed={failed} />;
}
