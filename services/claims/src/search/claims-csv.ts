import { type Claim } from '@portal/contracts';
import { claimStatusLabel } from '@portal/contracts/claims';
import { csvLine } from '@portal/contracts/csv';

export const CLAIM_CSV_HEADER = [
  'Submission ID',
  'Submission date (UTC)',
  'Status',
  'Reasons',
  'Provider',
  'Provider number',
  'Office',
  'Plan',
  'Member ID',
  'First name',
  'Last name',
  'Claim total',
  'Accident',
  'Expense date',
  'Patient',
  'Coverage ID',
  'Coverage',
  'Amount',
  'Line status',
  'Line reasons',
  'Referral',
];

// The cell quoting is shared with the browser's exports (deposits): `@portal/contracts/csv`.
export { csvCell, csvLine } from '@portal/contracts/csv';

/** A claim's CSV lines: one per expense line (a claim without lines keeps one line). */
export const claimCsvLines = (claim: Claim): string => {
  const head = [
    claim.submissionId,
    claim.submissionDate,
    claimStatusLabel[claim.status],
    claim.reasons.map((reason) => reason.message).join('; '),
    claim.providerName,
    claim.providerNumber,
    claim.healthOffice,
    claim.planNumber,
    claim.studentId,
    claim.firstName,
    claim.lastName,
    claim.claimAmountTotal.toFixed(2),
    claim.isAccident ? (claim.accidentType ?? 'Yes') : 'No',
  ];
  const lines = claim.expenses.length ? claim.expenses : [null];
  return lines
    .map((expense) =>
      csvLine([
        ...head,
        expense?.expenseDate,
        expense?.patientName,
        expense?.coverageTypeId,
        expense?.coverageName,
        expense?.amount.toFixed(2),
        expense ? claimStatusLabel[expense.status] : null,
        expense?.reasons.map((reason) => reason.message).join('; '),
        expense?.comments,
      ]),
    )
    .join('');
};
