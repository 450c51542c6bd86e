import type { PortalStore } from '@portal/api-client';
import { officesApi } from '../footer/offices-api';

/**
 * Asks for the footer's offices before the first render: the request leaves sooner, and the store's first
 * query (RTK Query's code run for the first time) is a task of its own, not part of the render's commit.
 */
export const prefetchOffices = (store: PortalStore): void => {
  store.dispatch(officesApi.util.prefetch('getOffices', undefined));
};
