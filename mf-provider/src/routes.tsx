import type { PagesOf } from '@portal/ui';
import { lazyStagedPage } from '@portal/ui/start-up';
import { lazy } from 'react';
import type { remote } from './remote';

/**
 * The `./Routes` module: the page of each route `remote.ts` declares. An antd page loads through its
 * `*.entry.ts`: antd's base is evaluated in one task, the page in the next (ADR 045).
 */
const pages: PagesOf<typeof remote> = {
  dashboard: lazy(() =>
    import(/* webpackChunkName: "page-dashboard" */ './dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  ),
  profile: lazyStagedPage(() => import(/* webpackChunkName: "page-profile" */ './profile/profile.entry')),
  newClaim: lazyStagedPage(() => import(/* webpackChunkName: "page-new-claim" */ './new-claim/new-claim.entry')),
  searchSubmissions: lazyStagedPage(
    () => import(/* webpackChunkName: "page-search-submissions" */ './search-submissions/search-submissions.entry'),
  ),
  payments: lazyStagedPage(() => import(/* webpackChunkName: "page-payments" */ './payments/payments.entry')),
  registration: lazyStagedPage(() => import(/* webpackChunkName: "page-registration" */ './registration/registration.entry')),
};

export default pages;
