import type { AdjudicationReason, AdjudicationReasonCode } from './claim';
import { reasonText } from './claim-outcome-texts';

/** Spec §5 claim validation and §8 claim messages, shown by the form and sent by the API. */
export const CLAIM_MESSAGES = {
  patient: 'Please select',
  coverage: 'Please select coverage',
  amount: 'Please enter amount',
  amountPositive: 'Amount must be more than 0',
  amountCents: 'Amount must have at most two decimals',
  expenseDate: 'Please enter date',
  expenseDateWindow: 'The expense date must be within the last {days} days',
  referralDate: 'Please enter date',
  referralDateFuture: 'The referral date cannot be after today',
  physician: 'Please enter name',
  registrationNumber: 'Please enter number',
  email: 'E-mail must be valid',
  accidentType: 'Please select type',
  workplace: 'This is not covered on this benefit plan, please contact your administrator',
  expenses: 'Add at least one expense',
  total: 'The claim total must be more than 0',
  notSent: 'Claim is not sent: {message}',
  planNotEffective: "Member's Plan is not effective until {date}",
  planNotFound: 'Plan not found',
  planNotRegistered: 'Plan registered to member not found',
  noCoverages: 'Member Has no coverages!',
  noProviderCoverages: 'Member has no coverages offered by provider or plan',
  memberNotFound: 'Member not found',
  patientNotFound: 'The patient is not the member or one of their dependents',
  receiptType: 'A receipt must be a PDF, JPEG or PNG file',
  receiptSize: 'A receipt must be 2 MB or smaller',
  receiptCount: 'At most 5 receipts per claim',
  idempotencyKey: 'An Idempotency-Key header (8 to 128 letters, digits, - or _) is required',
  idempotencyReused: 'This Idempotency-Key was already used for a different claim',
  noSubmissions: 'No Submissions found for current search',
  plan110Referral: 'From April 1, 2023 referral information will be required for physio and massage',
} as const;

export const fillMessage = (message: string, params: Record<string, string | number>): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** A reason with its English message filled in. */
export const adjudicationReason = (code: AdjudicationReasonCode, params: Record<string, string> = {}): AdjudicationReason => ({
  code,
  params,
  message: reasonText('en', { code, params }),
});

/** Bytes a base64 string decodes to. */
export const base64Bytes = (data: string): number =>
  Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
