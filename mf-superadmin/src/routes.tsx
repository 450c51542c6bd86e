import { UpcomingPage, type RemotePages } from '@portal/ui';
import { lazy } from 'react';

const pages: RemotePages = {
  '/super-admin-home': lazy(() => import('./home/super-admin-home-page').then((m) => ({ default: m.SuperAdminHomePage }))),
  '/admin-plans': lazy(() => import('./plans/plans-page').then((m) => ({ default: m.PlansPage }))),
  '/admin-coverages': lazy(() => import('./coverages/coverages-page').then((m) => ({ default: m.CoveragesPage }))),
  '/admin-edit-homepage': () => <UpcomingPage titleKey="titles.editHomepage" />,
};

export default pages;
