import type { PagesOf } from '@portal/ui';
import { lazy } from 'react';
import type { remote } from './remote';

/** The `./Routes` module: the page of each route `remote.ts` declares. */
const pages: PagesOf<typeof remote> = {
  home: lazy(() =>
    import(/* webpackChunkName: "page-home" */ './home/super-admin-home-page').then((m) => ({ default: m.SuperAdminHomePage })),
  ),
  plans: lazy(() => import(/* webpackChunkName: "page-plans" */ './plans/plans-page').then((m) => ({ default: m.PlansPage }))),
  coverages: lazy(() =>
    import(/* webpackChunkName: "page-coverages" */ './coverages/coverages-page').then((m) => ({ default: m.CoveragesPage })),
  ),
  editHomepage: lazy(() =>
    import(/* webpackChunkName: "page-edit-homepage" */ './homepage/edit-homepage-page').then((m) => ({
      default: m.EditHomepagePage,
    })),
  ),
};

export default pages;
