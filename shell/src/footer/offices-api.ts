import { portalApi, routeEndpoint } from '@portal/api-client';
import { officeRoutes } from '@portal/contracts/content';

export const officesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // `/{product}Offices` in spec §7; the product is "benefits".
    getOffices: build.query({ ...routeEndpoint(officeRoutes.list), providesTags: ['Offices'] }),
  }),
});

export const { useGetOfficesQuery } = officesApi;
