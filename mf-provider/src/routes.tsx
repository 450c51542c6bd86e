import type { RemotePages } from '@portal/ui';
import { lazy } from 'react';

const pages: RemotePages = {
  '/dashboard': lazy(() => import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }))),
  '/profile': lazy(() => import('./profile/profile-page').then((m) => ({ default: m.ProfilePage }))),
  '/new-claim': lazy(() => import('./new-claim/new-claim-page').then((m) => ({ default: m.NewClaimPage }))),
  '/search-submissions': lazy(() => import('./search-submissions/search-submissions-page').then((m) => ({ default: m.SearchSubmissionsPage }))),
  '/provider-registration': lazy(() => import('./registration/registration-page').then((m) => ({ default: m.RegistrationPage }))),
};

export default pages;
