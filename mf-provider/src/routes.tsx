import type { PagesOf } from '@portal/ui';
import { lazy } from 'react';
import type { remote } from './remote';

/** The `./Routes` module: the page of each route `remote.ts` declares. */
const pages: PagesOf<typeof remote> = {
  dashboard: lazy(() =>
    import(/* webpackChunkName: "page-dashboard" */ './dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  ),
  profile: lazy(() =>
    import(/* webpackChunkName: "page-profile" */ './profile/profile-page').then((m) => ({ default: m.ProfilePage })),
  ),
  newClaim: lazy(() =>
    import(/* webpackChunkName: "page-new-claim" */ './new-claim/new-claim-page').then((m) => ({ default: m.NewClaimPage })),
  ),
  searchSubmissions: lazy(() =>
    import(/* webpackChunkName: "page-search-submissions" */ './search-submissions/search-submissions-page').then((m) => ({
      default: m.SearchSubmissionsPage,
    })),
  ),
  payments: lazy(() =>
    import(/* webpackChunkName: "page-payments" */ './payments/payments-page').then((m) => ({ default: m.PaymentsPage })),
  ),
  registration: lazy(() =>
    import(/* webpackChunkName: "page-registration" */ './registration/registration-page').then((m) => ({
      default: m.RegistrationPage,
    })),
  ),
};

export default pages;
