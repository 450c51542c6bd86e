import type { RemotePages } from '@portal/ui';
import { lazy } from 'react';

const pages: RemotePages = {
  '/claims-admin-home': lazy(() => import('./home/claims-admin-home-page').then((m) => ({ default: m.ClaimsAdminHomePage }))),
  '/claims-admin-providers': lazy(() => import('./providers/providers-page').then((m) => ({ default: m.ProvidersPage }))),
  '/claims-admin-search-submissions': lazy(() => import('./submissions/submissions-page').then((m) => ({ default: m.SubmissionsPage }))),
};

export default pages;
