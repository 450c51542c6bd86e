import type { ContractColumns } from '@portal/testing';

const CLAIM_SEARCH = {
  submissionId: 'claim.submission_id',
  providerId: 'claim.provider_id',
  officeId: 'claim.office_id',
  planNumber: 'claim.plan_number',
  memberId: 'claim.member_id',
  firstname: 'claim.first_name',
  lastname: 'claim.last_name',
  status: 'claim.status',
  dateFrom: 'claim.submitted_at',
  dateTo: 'claim.submitted_at',
  sort: null,
  order: null,
  limit: null,
  page: null,
};

/** Where the strings of the claims domain's requests are stored or searched, for the API's contract-columns suite. */
export const claimsContractColumns: ContractColumns = {
  'POST /claims body': {
    officeId: 'claim.office_id',
    memberId: 'claim.member_id',
    memberEmail: 'claim.member_email',
    accidentType: 'claim.accident_type',
    'expenses[].patientId': 'expense.dependant_no',
    'expenses[].expenseDate': 'expense.expense_date',
    'expenses[].referral.referralDate': 'expense.referral_date',
    // The referral's physician and number are kept in the line's comments.
    'expenses[].referral.physicianName': 'expense.comments',
    'expenses[].referral.registrationNumber': 'expense.comments',
    'receipts[].fileName': 'claim_receipt.file_name',
    'receipts[].contentType': 'claim_receipt.content_type',
    'receipts[].data': 'claim_receipt.data',
  },
  // The note becomes a parameter of the claim's reason, in its JSON.
  'PUT /claims/:claimId/setStatus body': { status: 'claim.status', note: 'claim.reasons' },
  // The reason becomes a parameter of the claim's `voided` reason, in its JSON.
  'POST /claims/:claimId/void body': { reason: 'claim.reasons' },
  'GET /coverage-check query': { officeId: 'office.id', memberId: 'member.member_id', patientId: 'expense.dependant_no' },
  'GET /claims query': CLAIM_SEARCH,
  'GET /claims/export query': CLAIM_SEARCH,
  'GET /claims/summary query': { days: null, timeZone: null },
  'GET /claims/UpdateStatus query': { since: null },
};
