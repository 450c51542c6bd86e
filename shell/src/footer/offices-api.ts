import { portalApi } from '@portal/api-client';
import type { BenefitsOffice } from '@portal/contracts';

export const officesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // `/{product}Offices` in spec §7; the product is "benefits".
    getOffices: build.query<BenefitsOffice[], void>({ query: () => '/benefitsOffices', providesTags: ['Offices'] }),
  }),
});

export const { useGetOfficesQuery } = officesApi;
