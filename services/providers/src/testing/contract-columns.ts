import type { ContractColumns } from '@portal/testing';

const OFFICE = {
  officeId: 'office.id',
  officeName: 'office.office_name',
  registrationNumber: 'office.registration_number',
  phoneNumber: 'office.phone_number',
  phoneExtension: 'office.phone_extension',
  directDepositEmail: 'office.direct_deposit_email',
  address: 'office.address',
  city: 'office.city',
  province: 'province.code',
  postalCode: 'office.postal_code',
  primaryContactFirstname: 'office.primary_contact_firstname',
  primaryContactLastname: 'office.primary_contact_lastname',
  institutionNumber: 'office.institution_number',
  transitNumber: 'office.transit_number',
  accountNumber: 'office.account_number_encrypted',
  accountType: 'office.account_type',
};
const PROFILE = {
  providerName: 'provider.provider_name',
  registrationNumber: 'provider.registration_number',
  email: 'provider.email',
  file: 'provider.file',
  ...Object.fromEntries(Object.entries(OFFICE).map(([field, column]) => [`offices[].${field}`, column])),
};

/** Where the strings of the providers domain's requests are stored or searched, for the API's contract-columns suite. */
export const providersContractColumns: ContractColumns = {
  'GET /provider query': { search: 'provider.provider_name', status: null, sort: null, order: null, limit: null, page: null },
  'POST /provider/:id/suspend body': { adminMessage: 'provider.admin_message' },
  'POST /provider body': { ...PROFILE, language: 'provider.language' },
  'PUT /provider/:id/language body': { language: 'provider.language' },
  'PUT /provider/:id body': PROFILE,
  'GET /audit query': {
    providerName: 'change_request.provider_name',
    providerNumber: 'change_request.provider_number',
    approvalStatus: 'change_request.approval_status',
    timestamp: 'change_request.timestamp',
    sort: null,
    order: null,
    limit: null,
    page: null,
  },
  'PUT /audit/:id body': { approvalStatus: 'change_request.approval_status' },
};
