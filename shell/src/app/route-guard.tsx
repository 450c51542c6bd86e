import { findRoute, guardRedirect, useAuth } from '@portal/auth';
import { useTranslation } from '@portal/i18n';
import { Navigate, Outlet, useLocation } from 'react-router';

/** Applies the route table's access rule (DECISIONS: route guard) to the current location. */
export function RouteGuard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { ready, user } = useAuth();
  const route = findRoute(pathname);
  if (!route || route.access === 'public') return <Outlet />;
  if (!ready) return <p className="loading">{t('app.loading')}</p>;
  const redirect = guardRedirect(route, user);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
