import { z } from 'zod';
import { isoDateSchema } from './reference-data';

/** Spec §4: (A)ccepted — labelled Approved in filters —, (E)rror, (P)ending (the default), (R)ejected. */
export const CLAIM_STATUSES = ['A', 'E', 'P', 'R'] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** Spec §9: accident types; Workplace is refused. */
export const ACCIDENT_TYPES = ['Workplace', 'Motor vehicle', 'Other'] as const;
export const accidentTypeSchema = z.enum(ACCIDENT_TYPES);
export type AccidentType = z.infer<typeof accidentTypeSchema>;

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
] as const;
export type AdjudicationReasonCode = (typeof ADJUDICATION_REASON_CODES)[number];

/** English texts; `{amount}`, `{days}` and `{note}` are filled from the reason's params. */
export const ADJUDICATION_REASON_TEXTS: Record<AdjudicationReasonCode, string> = {
  notEnrolled: 'Member not enrolled or plan not effective on the expense date',
  coverageNotOffered: "Coverage not in the member's plan or not offered by the provider",
  outsideSubmissionWindow: "Expense date outside the plan's submission window of {days} days",
  possibleDuplicate: 'possible duplicate',
  heldForApproval: 'Coverage held for administrator approval',
  overPerClaimMaximum: 'Amount over the per-claim maximum of {amount}',
  overAnnualMaximum: 'Amount over the annual maximum of {amount}',
  cannotEvaluate: 'Could not be evaluated automatically',
  setByAdministrator: 'Status set by an administrator{note}',
};

export const adjudicationReasonSchema = z.object({
  code: z.enum(ADJUDICATION_REASON_CODES),
  params: z.record(z.string(), z.string()).default({}),
  message: z.string(),
});
export type AdjudicationReason = z.infer<typeof adjudicationReasonSchema>;

/** A reason with its English message filled in. */
export const adjudicationReason = (code: AdjudicationReasonCode, params: Record<string, string> = {}): AdjudicationReason => ({
  code,
  params,
  message: ADJUDICATION_REASON_TEXTS[code].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? ''),
});

export const expenseSchema = z.object({
  expenseId: z.string(),
  /** ISO date of service. */
  expenseDate: isoDateSchema,
  /** Upper case (spec §3). */
  patientName: z.string(),
  /** '00' for the member, else the dependant's patient id. */
  dependantNo: z.string(),
  /** The two-digit id sent downstream: the plan's custom id, else the coverage's assigned id. */
  coverageTypeId: z.number().int(),
  coverageName: z.string().nullable(),
  amount: z.number(),
  /** Referral summary: physician, registration number and date. */
  comments: z.string().nullable(),
  referralDate: isoDateSchema.nullable(),
  status: claimStatusSchema,
  reasons: z.array(adjudicationReasonSchema),
});
export type Expense = z.infer<typeof expenseSchema>;

export const receiptSchema = z.object({
  receiptId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** The claim record of a search result (spec §3), with its adjudication outcome. */
export const claimSchema = z.object({
  claimId: z.string(),
  submissionId: z.string(),
  /** As users see it: 777 is shown as 247. */
  planNumber: z.string(),
  providerId: z.uuid(),
  providerName: z.string().nullable(),
  providerNumber: z.string().nullable(),
  officeId: z.uuid(),
  healthOffice: z.string(),
  businessID: z.string().nullable(),
  businessName: z.string().nullable(),
  /** The member id (spec's StudentId). */
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  memberEmail: z.string().nullable(),
  claimAmountTotal: z.number(),
  /** ISO 8601 UTC timestamp. */
  submissionDate: z.iso.datetime(),
  isAccident: z.boolean(),
  accidentType: accidentTypeSchema.nullable(),
  status: claimStatusSchema,
  reasons: z.array(adjudicationReasonSchema),
  expenses: z.array(expenseSchema),
  receipts: z.array(receiptSchema),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimStatusLabel: Record<ClaimStatus, string> = { A: 'Approved', E: 'Error', P: 'Pending', R: 'Rejected' };
