import { lazy } from 'react';

/**
 * The claim form's chunk (antd's Form, Row, Col and Radio, the claim contracts): it is shown only once a member
 * is picked, so the page loads without it and the member search starts fetching it (`run` in member-search).
 */
export const loadClaimForm = () => import(/* webpackChunkName: "claim-form" */ './claim-form');

export const LazyClaimForm = lazy(() => loadClaimForm().then(({ ClaimForm }) => ({ default: ClaimForm })));
