import { UpcomingPage, type RemotePages } from '@portal/ui';
import { lazy } from 'react';

const pages: RemotePages = {
  '/dashboard': lazy(() => import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }))),
  '/profile': () => <UpcomingPage titleKey="titles.myProfile" />,
  '/new-claim': () => <UpcomingPage titleKey="titles.newClaim" />,
  '/search-submissions': () => <UpcomingPage titleKey="titles.searchSubmissions" />,
  '/provider-registration': () => <UpcomingPage titleKey="titles.registration" />,
};

export default pages;
