import type { ContractColumns } from '@portal/testing';

/** Where the strings of the payments domain's requests are stored or searched, for the API's contract-columns suite. */
export const paymentsContractColumns: ContractColumns = {
  'POST /payment-runs body': { paymentDate: 'payment_run.payment_date' },
  'GET /payment-runs query': { limit: null, page: null },
  'GET /payments query': {
    officeId: 'deposit.office_id',
    runId: 'deposit.run_id',
    dateFrom: 'deposit.payment_date',
    dateTo: 'deposit.payment_date',
    limit: null,
    page: null,
  },
};
