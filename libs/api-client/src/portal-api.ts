import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './base-query';

/** The one API slice: each remote adds its endpoints with `portalApi.injectEndpoints`. */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: portalBaseQuery,
  tagTypes: ['Homepage', 'Plans', 'Coverages', 'Offices'],
  endpoints: () => ({}),
});
