import { z } from 'zod';
import { ACCIDENT_TYPES, ADJUDICATION_REASON_CODES, CLAIM_STATUSES } from './claim';
import { isoDateSchema } from '../input/iso-date';
import { text } from '../input/text';

/** A claim's id in a path: the digits of its bigint key ('Claim not found' for anything else, as for an unknown one). */
export const claimIdSchema = text({ max: 18, tooLong: 'Claim not found' }).regex(/^\d{1,18}$/, 'Claim not found');

export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export const accidentTypeSchema = z.enum(ACCIDENT_TYPES);

export const adjudicationReasonSchema = z.object({
  code: z.enum(ADJUDICATION_REASON_CODES),
  params: z.record(z.string(), z.string()).default({}),
  message: z.string(),
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
  /** The `DEP-…` references of the deposits that paid it, comma-separated; null until a payment run pays it. */
  depositReferences: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;
