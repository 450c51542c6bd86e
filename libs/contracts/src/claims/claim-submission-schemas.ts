import { z } from 'zod';
import { MAX_INT4 } from '../input/numbers';
import { text } from '../input/text';
import { base64Bytes, CLAIM_MESSAGES } from './claim-texts';
import {
  MAX_EXPENSE_AMOUNT,
  MAX_EXPENSES_PER_CLAIM,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  RECEIPT_MAX_COUNT,
} from './claim-submission';
import { memberIdSchema } from '../member';
import { isoDateSchema } from '../input/iso-date';
import { accidentTypeSchema, claimSchema } from './claim-schemas';

/** The base64 text of a RECEIPT_MAX_BYTES file: 4 characters for every 3 bytes. */
const RECEIPT_MAX_BASE64_LENGTH = Math.ceil(RECEIPT_MAX_BYTES / 3) * 4;
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const cents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const referralInputSchema = z.object({
  referralDate: isoDateSchema,
  physicianName: text({ max: 100 }).min(1, CLAIM_MESSAGES.physician),
  registrationNumber: text({ max: 32 }).min(1, CLAIM_MESSAGES.registrationNumber),
});
export type ReferralInput = z.infer<typeof referralInputSchema>;

export const expenseInputSchema = z.object({
  /** '00' for the member, else the dependant's patient id (spec: the member first, then dependents). */
  patientId: text({ max: 2, error: CLAIM_MESSAGES.patient, tooLong: CLAIM_MESSAGES.patient }).regex(
    /^\d{2}$/,
    CLAIM_MESSAGES.patient,
  ),
  /** Within the plan's submission window, not after today (checked against the plan by the API). */
  expenseDate: isoDateSchema,
  coverageId: z
    .number({ error: CLAIM_MESSAGES.coverage })
    .int()
    .positive(CLAIM_MESSAGES.coverage)
    .max(MAX_INT4, CLAIM_MESSAGES.coverage),
  amount: z
    .number({ error: CLAIM_MESSAGES.amount })
    .positive(CLAIM_MESSAGES.amountPositive)
    .max(MAX_EXPENSE_AMOUNT)
    .refine(cents, CLAIM_MESSAGES.amountCents),
  /** Required when the plan requires a referral for the coverage; the referral date is not after today. */
  referral: referralInputSchema.nullable().default(null),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

/** A receipt attachment, base64 in the JSON body; type and size are also checked on its bytes. */
export const receiptInputSchema = z.object({
  fileName: text({ max: 200 }).min(1),
  contentType: z.enum(RECEIPT_CONTENT_TYPES, CLAIM_MESSAGES.receiptType),
  data: z
    .base64()
    .max(RECEIPT_MAX_BASE64_LENGTH, { message: CLAIM_MESSAGES.receiptSize, abort: true })
    .refine((data) => base64Bytes(data) <= RECEIPT_MAX_BYTES, CLAIM_MESSAGES.receiptSize),
});
export type ReceiptInput = z.infer<typeof receiptInputSchema>;

/** POST /claims body (with the Idempotency-Key header). */
export const claimSubmissionInputSchema = z
  .object({
    officeId: z.uuid(),
    memberId: memberIdSchema,
    memberEmail: z
      .preprocess(blankToNull, text({ max: 254, tooLong: CLAIM_MESSAGES.email }).pipe(z.email(CLAIM_MESSAGES.email)).nullable())
      .default(null),
    isAccident: z.boolean().default(false),
    accidentType: accidentTypeSchema.nullable().default(null),
    expenses: z.array(expenseInputSchema).min(1, CLAIM_MESSAGES.expenses).max(MAX_EXPENSES_PER_CLAIM),
    receipts: z.array(receiptInputSchema).max(RECEIPT_MAX_COUNT, CLAIM_MESSAGES.receiptCount).default([]),
  })
  .superRefine((claim, ctx) => {
    if (claim.isAccident && !claim.accidentType)
      ctx.addIssue({ code: 'custom', path: ['accidentType'], message: CLAIM_MESSAGES.accidentType });
    if (claim.isAccident && claim.accidentType === 'Workplace')
      ctx.addIssue({ code: 'custom', path: ['accidentType'], message: CLAIM_MESSAGES.workplace });
    if (claim.expenses.reduce((total, expense) => total + expense.amount, 0) <= 0)
      ctx.addIssue({ code: 'custom', path: ['expenses'], message: CLAIM_MESSAGES.total });
  });
export type ClaimSubmissionInput = z.input<typeof claimSubmissionInputSchema>;
export type ClaimSubmission = z.output<typeof claimSubmissionInputSchema>;

/** One expense of the downstream claim record (spec §3 "Expense"). */
export const claimRecordExpenseSchema = z.object({
  ExpenseDate: z.string(),
  PatientName: z.string(),
  DependantNo: z.string(),
  CoverageTypeID: z.string(),
  Amount: z.string(),
  Comments: z.string(),
  ReferralDate: z.string(),
});

/** The downstream claim record of spec §3 "Claim submission" (mm/dd/yyyy dates, two-decimal amounts). */
export const claimRecordSchema = z.object({
  Submissionid: z.string(),
  StudentId: z.string(),
  FormType: z.literal('Provider Claims Submission'),
  ProviderNumber: z.string(),
  ProviderId: z.string(),
  BusinessID: z.string(),
  BusinessName: z.string(),
  HealthOffice: z.string(),
  BusinessEmail: z.string(),
  PlanNumber: z.string(),
  PlanType: z.string(),
  IsDrawbridgePlan: z.boolean(),
  FirstName: z.string(),
  LastName: z.string(),
  DateOfBirth: z.string(),
  Email: z.string(),
  StudentEmail: z.string(),
  PhoneNumber: z.string(),
  Address: z.string(),
  City: z.string(),
  Province: z.string(),
  PostalCode: z.string(),
  ClaimAmountTotal: z.string(),
  PayTo: z.literal('Provider'),
  IsAccident: z.boolean(),
  AccidentType: z.string(),
  OccupationalInjury: z.enum(['Yes', 'No']),
  IsProvincialMaxed: z.literal(false),
  Dependent: z.array(z.object({ DependantNo: z.string(), FirstName: z.string(), LastName: z.string(), DateOfBirth: z.string() })),
  Proof: z.array(z.object({ FileName: z.string(), ContentType: z.string() })),
  Expense: z.array(claimRecordExpenseSchema),
});
export type ClaimRecord = z.infer<typeof claimRecordSchema>;

/** POST /claims answer (201, or 200 for a retry with the same key and body): the claim and its record. */
export const claimSubmissionResultSchema = claimSchema.extend({ record: claimRecordSchema });
export type ClaimSubmissionResult = z.infer<typeof claimSubmissionResultSchema>;
