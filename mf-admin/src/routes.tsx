import type { PagesOf } from '@portal/ui';
import { lazy } from 'react';
import type { remote } from './remote';

/** The `./Routes` module: the page of each route `remote.ts` declares. */
const pages: PagesOf<typeof remote> = {
  home: lazy(() =>
    import(/* webpackChunkName: "page-home" */ './home/admin-home-page').then((m) => ({ default: m.AdminHomePage })),
  ),
  providers: lazy(() =>
    import(/* webpackChunkName: "page-providers" */ './providers/admin-providers-page').then((m) => ({
      default: m.AdminProvidersPage,
    })),
  ),
  approvals: lazy(() =>
    import(/* webpackChunkName: "page-approvals" */ './approvals/approvals-page').then((m) => ({ default: m.ApprovalsPage })),
  ),
  searchSubmissions: lazy(() =>
    import(/* webpackChunkName: "page-search-submissions" */ './search-submissions/admin-search-submissions-page').then((m) => ({
      default: m.AdminSearchSubmissionsPage,
    })),
  ),
  payments: lazy(() =>
    import(/* webpackChunkName: "page-payments" */ './payments/admin-payments-page').then((m) => ({
      default: m.AdminPaymentsPage,
    })),
  ),
};

export default pages;
