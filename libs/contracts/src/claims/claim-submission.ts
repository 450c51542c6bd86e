/** The product's default submission window (spec §9); a plan may set its own. */
export const CLAIM_SUBMISSION_DAYS = 30;
export const MAX_EXPENSES_PER_CLAIM = 20;
export const MAX_EXPENSE_AMOUNT = 99_999.99;
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;
export const RECEIPT_MAX_COUNT = 5;
export const RECEIPT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The header a client sends so that a retried submission never creates a second claim. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** The plan whose members see the referral notice of spec §5, on days before `REFERRAL_NOTICE_UNTIL`. */
export const REFERRAL_NOTICE_PLAN = '110';
export const REFERRAL_NOTICE_UNTIL = '2023-04-01';

export type {
  ClaimRecord,
  ClaimSubmission,
  ClaimSubmissionInput,
  ClaimSubmissionResult,
  ExpenseInput,
  ReceiptInput,
  ReferralInput,
} from './claim-submission-schemas';
