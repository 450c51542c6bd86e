import { CLAIM_STATUS_LABELS } from './claim-outcome-texts';
/**
 * Spec §4: (A)ccepted — labelled Approved in filters —, (E)rror, (P)ending (the default), (R)ejected:
 * what adjudication or an administrator decides.
 */
export const ADJUDICATED_STATUSES = ['A', 'E', 'P', 'R'] as const;
export type AdjudicatedStatus = (typeof ADJUDICATED_STATUSES)[number];
/** Every status: the adjudicated ones, V(oided) by its provider or an administrator, and (D)eposited: paid by a payment run. */
export const CLAIM_STATUSES = [...ADJUDICATED_STATUSES, 'V', 'D'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Spec §9: accident types; Workplace is refused. */
export const ACCIDENT_TYPES = ['Workplace', 'Motor vehicle', 'Other'] as const;
export type AccidentType = (typeof ACCIDENT_TYPES)[number];

/**
 * The adjudication rules of DECISIONS "Claims", in the order they are checked. The UI translates a
 * reason by its code (with its params); `message` is the English text for e-mails, logs and CSV.
 */
export const ADJUDICATION_REASON_CODES = [
  'notEnrolled',
  'coverageNotOffered',
  'outsideSubmissionWindow',
  'possibleDuplicate',
  'heldForApproval',
  'overPerClaimMaximum',
  'overAnnualMaximum',
  'cannotEvaluate',
  'setByAdministrator',
  'voided',
] as const;
export type AdjudicationReasonCode = (typeof ADJUDICATION_REASON_CODES)[number];

/** Why a line or claim is not accepted: a code the UI translates, its params, and the English message. */
export interface AdjudicationReason {
  code: AdjudicationReasonCode;
  params: Record<string, string>;
  message: string;
}

export const claimStatusLabel: Record<ClaimStatus, string> = CLAIM_STATUS_LABELS.en;

export type { Claim, Expense, Receipt } from './claim-schemas';
