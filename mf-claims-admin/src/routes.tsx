import { UpcomingPage, type RemotePages } from '@portal/ui';
import { lazy } from 'react';

const pages: RemotePages = {
  '/claims-admin-home': lazy(() => import('./home/claims-admin-home-page').then((m) => ({ default: m.ClaimsAdminHomePage }))),
  '/claims-admin-providers': () => <UpcomingPage titleKey="titles.providers" />,
  '/claims-admin-search-submissions': () => <UpcomingPage titleKey="titles.searchSubmissions" />,
};

export default pages;
