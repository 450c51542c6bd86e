import type { PagesOf } from '@portal/ui';
import { lazy } from 'react';
import type { remote } from './remote';

/** The `./Routes` module: the page of each route `remote.ts` declares. */
const pages: PagesOf<typeof remote> = {
  home: lazy(() =>
    import(/* webpackChunkName: "page-home" */ './home/claims-admin-home-page').then((m) => ({ default: m.ClaimsAdminHomePage })),
  ),
  providers: lazy(() =>
    import(/* webpackChunkName: "page-providers" */ './providers/claims-admin-providers-page').then((m) => ({
      default: m.ClaimsAdminProvidersPage,
    })),
  ),
  searchSubmissions: lazy(() =>
    import(/* webpackChunkName: "page-search-submissions" */ './search-submissions/claims-admin-search-submissions-page').then(
      (m) => ({
        default: m.ClaimsAdminSearchSubmissionsPage,
      }),
    ),
  ),
};

export default pages;
