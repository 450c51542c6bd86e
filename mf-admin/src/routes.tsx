import type { RemotePages } from '@portal/ui';
import { lazy } from 'react';

const pages: RemotePages = {
  '/admin-home': lazy(() => import('./home/admin-home-page').then((m) => ({ default: m.AdminHomePage }))),
  '/admin-providers': lazy(() => import('./providers/providers-page').then((m) => ({ default: m.ProvidersPage }))),
  '/admin-approvals': lazy(() => import('./approvals/approvals-page').then((m) => ({ default: m.ApprovalsPage }))),
  '/admin-search-submissions': lazy(() => import('./submissions/submissions-page').then((m) => ({ default: m.SubmissionsPage }))),
};

export default pages;
