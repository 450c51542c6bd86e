import { portalApi } from '@portal/api-client';
import type { Office } from './default-offices';

export const officesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // `/{product}Offices` in spec §7; the product is "benefits".
    getOffices: build.query<Office[], void>({ query: () => '/benefitsOffices', providesTags: ['Offices'] }),
  }),
});

export const { useGetOfficesQuery } = officesApi;
