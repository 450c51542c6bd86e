import { UpcomingPage, type RemotePages } from '@portal/ui';
import { lazy } from 'react';

const pages: RemotePages = {
  '/admin-home': lazy(() => import('./home/admin-home-page').then((m) => ({ default: m.AdminHomePage }))),
  '/admin-providers': () => <UpcomingPage titleKey="titles.providers" />,
  '/admin-approvals': lazy(() => import('./approvals/approvals-page').then((m) => ({ default: m.ApprovalsPage }))),
  '/admin-search-submissions': () => <UpcomingPage titleKey="titles.searchSubmissions" />,
};

export default pages;
