import { type Claim } from '@portal/contracts';
import { claimStatusLabel } from '@portal/contracts/claims';

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

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) is prefixed with a quote mark.
 */
export const csvCell = (value: string | number | boolean | null | undefined): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

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
