import { z } from 'zod';
import { accidentTypeSchema, claimSchema } from './claim';
import { memberIdSchema } from './member';
import { isoDateSchema } from './reference-data';

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
/** The plan whose members see the referral notice of spec §5. */
export const REFERRAL_NOTICE_PLAN = '110';

/** Bytes a base64 string decodes to. */
export const base64Bytes = (data: string): number =>
  Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const cents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const referralInputSchema = z.object({
  referralDate: isoDateSchema,
  physicianName: z.string().trim().min(1, CLAIM_MESSAGES.physician).max(100),
  registrationNumber: z.string().trim().min(1, CLAIM_MESSAGES.registrationNumber).max(32),
});
export type ReferralInput = z.infer<typeof referralInputSchema>;

export const expenseInputSchema = z.object({
  /** '00' for the member, else the dependant's patient id (spec: the member first, then dependents). */
  patientId: z.string({ error: CLAIM_MESSAGES.patient }).regex(/^\d{2}$/, CLAIM_MESSAGES.patient),
  /** Within the plan's submission window, not after today (checked against the plan by the API). */
  expenseDate: isoDateSchema,
  coverageId: z.number({ error: CLAIM_MESSAGES.coverage }).int().positive(CLAIM_MESSAGES.coverage),
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
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(RECEIPT_CONTENT_TYPES, CLAIM_MESSAGES.receiptType),
  data: z.base64().refine((data) => base64Bytes(data) <= RECEIPT_MAX_BYTES, CLAIM_MESSAGES.receiptSize),
});
export type ReceiptInput = z.infer<typeof receiptInputSchema>;

/** POST /claims body (with the Idempotency-Key header). */
export const claimSubmissionInputSchema = z
  .object({
    officeId: z.uuid(),
    memberId: memberIdSchema,
    memberEmail: z.preprocess(blankToNull, z.email(CLAIM_MESSAGES.email).max(254).nullable()).default(null),
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
