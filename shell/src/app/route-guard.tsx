import { useAuth } from '@portal/auth';
import { findRoute, guard } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Navigate, Outlet, useLocation } from 'react-router';
import { RemoteUnavailable } from '../remotes/remote-unavailable';
import { useRegistrySnapshot } from '../remotes/remote-registry-context';

/** Applies the route's access rule (DECISIONS "Route guard") to the current location. */
export function RouteGuard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { ready, user } = useAuth();
  const { table, pending, failed } = useRegistrySnapshot();
  const route = findRoute(table.routes, pathname);
  if (!route || route.access === 'public') return <Outlet />;
  if (!ready) return <p className="loading">{t('app.loading')}</p>;
  const decision = guard(route, user, table.routes);
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return pending ? <p className="loading">{t('app.loading')}</p> : <RemoteUnavailable failed={failed} />;
}
