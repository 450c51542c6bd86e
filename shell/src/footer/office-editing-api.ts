import { portalApi } from '@portal/api-client';
import type { BenefitsOffice, BenefitsOfficeFields } from '@portal/contracts';

export const officeEditingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    addOffice: build.mutation<BenefitsOffice, BenefitsOfficeFields>({
      query: (body) => ({ url: '/benefitsOffices', method: 'POST', body }),
      invalidatesTags: ['Offices'],
    }),
    saveOffice: build.mutation<BenefitsOffice, BenefitsOffice>({
      query: ({ benefitsOfficeId, ...body }) => ({ url: `/benefitsOffices/${benefitsOfficeId}`, method: 'PUT', body }),
      invalidatesTags: ['Offices'],
    }),
    deleteOffice: build.mutation<void, number>({
      query: (id) => ({ url: `/benefitsOffices/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Offices'],
    }),
  }),
});

export const { useAddOfficeMutation, useSaveOfficeMutation, useDeleteOfficeMutation } = officeEditingApi;
