import type { ContractColumns } from '@portal/testing';

const PLAN = {
  planNumber: 'plan.plan_number',
  planName: 'plan.plan_name',
  planNameFr: 'plan.plan_name_fr',
  effectiveDate: 'plan.effective_date',
  // Braces and case are dropped before it is stored in the uuid column.
  planIdentityId: 'plan.plan_identity_id',
};
const MEMBER_SEARCH = {
  memberId: 'member.member_id',
  certificate: 'member.member_id',
  firstname: 'member.firstname',
  lastname: 'member.lastname',
  email: 'member.email',
};

/** Where the strings of the plans domain's requests are stored or searched, for the API's contract-columns suite. */
export const plansContractColumns: ContractColumns = {
  'POST /coverages body': { name: 'coverage.name', nameFr: 'coverage.name_fr' },
  'PUT /coverages/:id body': { name: 'coverage.name', nameFr: 'coverage.name_fr' },
  'POST /plans body': PLAN,
  'PUT /plans/:id body': PLAN,
  'GET /member query': MEMBER_SEARCH,
  'GET /provider/:providerId/member query': MEMBER_SEARCH,
};
