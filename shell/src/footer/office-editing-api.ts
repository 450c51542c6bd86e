import { portalApi, routeRequest } from '@portal/api-client';
import type { BenefitsOffice, BenefitsOfficeFields, RouteResponse } from '@portal/contracts';
import { officeRoutes, type BenefitsOfficeInput, type OfficeProvince } from '@portal/contracts/content';

/** The dialog offers only `OFFICE_PROVINCES`; the API answers 400 to anything else. */
const officeInput = (fields: BenefitsOfficeFields): BenefitsOfficeInput => ({
  ...fields,
  province: fields.province as OfficeProvince,
});

export const officeEditingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    addOffice: build.mutation<RouteResponse<typeof officeRoutes.create>, BenefitsOfficeFields>({
      query: (fields) => routeRequest(officeRoutes.create, { body: officeInput(fields) }),
      invalidatesTags: ['Offices'],
    }),
    saveOffice: build.mutation<RouteResponse<typeof officeRoutes.update>, BenefitsOffice>({
      query: ({ benefitsOfficeId, ...fields }) =>
        routeRequest(officeRoutes.update, { id: String(benefitsOfficeId), body: officeInput(fields) }),
      invalidatesTags: ['Offices'],
    }),
    deleteOffice: build.mutation<RouteResponse<typeof officeRoutes.remove>, number>({
      query: (id) => routeRequest(officeRoutes.remove, { id: String(id) }),
      invalidatesTags: ['Offices'],
    }),
  }),
});

export const { useAddOfficeMutation, useSaveOfficeMutation, useDeleteOfficeMutation } = officeEditingApi;
