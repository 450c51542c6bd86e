import { z } from 'zod';
import { isoDateSchema } from '../input/iso-date';
import { queryInteger } from '../input/numbers';
import { blankToUndefined } from '../member';
import { PAYMENT_DATE_WINDOW, PAYMENT_MESSAGES, PAYMENT_PAGE_SIZES } from './payment';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const DAY_MS = 86_400_000;
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** A bigint key in a path; anything else reads as an unknown id. */
const idIn = (message: string) =>
  z
    .string()
    .max(18, message)
    .regex(/^\d{1,18}$/, message);
export const paymentRunIdSchema = idIn(PAYMENT_MESSAGES.runNotFound);
export const depositIdSchema = idIn(PAYMENT_MESSAGES.depositNotFound);

/** POST /payment-runs: Administrator and SuperAdmin; one run per date. */
export const paymentRunCreateSchema = z.object({
  paymentDate: isoDateSchema.refine(
    (date) => date >= utcDay(-PAYMENT_DATE_WINDOW.pastDays) && date <= utcDay(PAYMENT_DATE_WINDOW.futureDays),
    PAYMENT_MESSAGES.paymentDateWindow,
  ),
});
export type PaymentRunCreate = z.infer<typeof paymentRunCreateSchema>;

const page = {
  limit: z.enum(PAYMENT_PAGE_SIZES).default('25'),
  page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
};

export const paymentRunQuerySchema = z.object(page);
export type PaymentRunQuery = z.output<typeof paymentRunQuerySchema>;

/** GET /payments: a provider's own deposits (the server fixes it), or any office's for administrators. */
export const depositQuerySchema = z
  .object({
    officeId: optional(z.uuid()),
    runId: optional(paymentRunIdSchema),
    dateFrom: optional(isoDateSchema),
    dateTo: optional(isoDateSchema),
    ...page,
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'The start date must not be after the end date',
    path: ['dateTo'],
  });
export type DepositQuery = z.output<typeof depositQuerySchema>;
export type DepositParams = z.input<typeof depositQuerySchema>;

export const paymentRunSchema = z.object({
  runId: z.string(),
  paymentDate: isoDateSchema,
  createdAt: z.iso.datetime(),
  depositCount: z.number().int(),
  claimCount: z.number().int(),
  lineCount: z.number().int(),
  /** Dollars, two decimals. */
  totalAmount: z.number(),
  /** The CPA-005 file creation number the run's file carries. */
  fileCreationNumber: z.string(),
});
export type PaymentRun = z.infer<typeof paymentRunSchema>;

export const depositSchema = z.object({
  depositId: z.string(),
  runId: z.string(),
  /** `DEP-yyyymmdd-nnnnnn`: the payment date and the deposit's number within its run. */
  reference: z.string(),
  paymentDate: isoDateSchema,
  providerId: z.uuid(),
  officeId: z.uuid(),
  officeName: z.string(),
  amount: z.number(),
  claimCount: z.number().int(),
  lineCount: z.number().int(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** What a deposit pays of one line: a line larger than what is left of a deposit is paid in two. */
export const depositLineSchema = z.object({
  claimId: z.string(),
  expenseId: z.string(),
  submissionId: z.string(),
  patientName: z.string(),
  expenseDate: isoDateSchema,
  coverageName: z.string().nullable(),
  /** The line's accepted amount. */
  lineAmount: z.number(),
  /** What this deposit pays of it. */
  amountPaid: z.number(),
});
export type DepositLine = z.infer<typeof depositLineSchema>;

export const depositDetailSchema = depositSchema.extend({ lines: z.array(depositLineSchema) });
export type DepositDetail = z.infer<typeof depositDetailSchema>;
