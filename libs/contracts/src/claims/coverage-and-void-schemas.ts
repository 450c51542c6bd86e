import { z } from 'zod';
import { text } from '../input/text';
import { memberIdSchema } from '../member';
import { isoDateSchema } from '../input/iso-date';

/** A patient on a claim: '00' for the member, else the dependant's two-digit patient id. */
const patientIdSchema = text({ max: 2, tooLong: 'Patient not found' }).regex(/^\d{2}$/, 'Patient not found');

/** GET /coverage-check: a Provider, for one of its own offices, before it submits a claim. */
export const coverageCheckQuerySchema = z.object({
  officeId: z.uuid(),
  memberId: memberIdSchema,
  patientId: patientIdSchema,
});
export type CoverageCheckQuery = z.output<typeof coverageCheckQuerySchema>;

/** One coverage the member's plan offers or the provider is registered for; amounts in dollars. */
export const coverageAllowanceSchema = z.object({
  coverageId: z.number().int(),
  /** The two-digit id sent downstream (the plan's custom id, else the assigned id). */
  coverageTypeId: z.number().int(),
  name: z.string(),
  nameFr: z.string().nullable().default(null),
  /** The plan offers it, is effective, and the provider is registered for it. */
  covered: z.boolean(),
  requiresReferral: z.boolean(),
  heldForApproval: z.boolean(),
  perClaimMaximum: z.number().nullable(),
  annualMaximum: z.number().nullable(),
  /** Accepted, pending, errored and paid lines of this benefit year; rejected and voided ones do not count. */
  usedThisYear: z.number(),
  /** Null when the plan sets no annual maximum. */
  remainingThisYear: z.number().nullable(),
});
export type CoverageAllowance = z.infer<typeof coverageAllowanceSchema>;

export const coverageCheckSchema = z.object({
  memberId: z.string(),
  patientId: z.string(),
  /** As users see it: 777 is shown as 247. */
  planNumber: z.string(),
  /** The calendar year annual maximums count in (the UTC date's). */
  benefitYear: z.number().int(),
  asOf: isoDateSchema,
  coverages: z.array(coverageAllowanceSchema),
});
export type CoverageCheck = z.infer<typeof coverageCheckSchema>;

/** Stored in the claim's reasons (jsonb), shown in tables and e-mailed: a paragraph, not an essay. */
export const VOID_REASON_MAX = 500;

export const VOID_MESSAGES = {
  reason: 'Please enter a reason',
  paid: 'This claim has been paid and cannot be voided',
  alreadyVoided: 'This claim is already voided',
  notAdjudicatedNow: 'A voided or paid claim keeps its status',
} as const;

/** POST /claims/{claimId}/void: one line, since it goes into the member's e-mail. */
export const claimVoidSchema = z.object({
  reason: text({ max: VOID_REASON_MAX, error: VOID_MESSAGES.reason }).min(1, VOID_MESSAGES.reason),
});
export type ClaimVoid = z.infer<typeof claimVoidSchema>;
