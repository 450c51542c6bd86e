import { z } from 'zod';
import { isoDate } from '../input/iso-date';
import { MAX_INT4 } from '../input/numbers';
import { optionalText, text } from '../input/text';

/** Spec §5 (admin validation): the plan and coverage dialogs' messages, shown by the UI and sent by the API. */
export const PLAN_MESSAGES = {
  number: 'Please enter number',
  name: 'Please enter name',
  date: 'Please enter date',
  planId: 'Please enter Plan Id',
  guid: 'Please enter valid Guid',
  idUsed: 'ID is used',
  coverage: 'Please select at least one coverage',
  coverageTwice: 'A coverage can be selected only once',
  unknownCoverage: 'Unknown coverage',
  maximum: 'Please enter an amount above 0 with at most two decimals',
} as const;

/** Well inside the column's numeric(12,2). */
const MAX_AMOUNT = 99_999_999.99;
const GUID = /^(?:\{[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}\}|[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})$/i;

/** A GUID 8-4-4-4-12 in hex, optionally inside braces (`{...}`). */
export const isGuid = (value: string): boolean => GUID.test(value.trim());

/** The GUID as stored: without braces, lower case. */
export const normalizeGuid = (value: string): string =>
  value
    .trim()
    .replace(/^\{|\}$/g, '')
    .toLowerCase();

/** 'ID is used' when a plan's custom coverage id equals the assigned id of any coverage. */
export const customIdProblem = (customId: number, assignedIds: Iterable<number>): string | null =>
  [...assignedIds].includes(customId) ? PLAN_MESSAGES.idUsed : null;

/** 'ID is used' when a coverage's assigned id is another coverage's, unless it is its own unchanged id. */
export const assignedIdProblem = (
  assignedId: number,
  coverages: ReadonlyArray<{ readonly coverageId: number; readonly assignedId: number }>,
  ownCoverageId: number | null,
): string | null =>
  coverages.some((c) => c.assignedId === assignedId && c.coverageId !== ownCoverageId) ? PLAN_MESSAGES.idUsed : null;

const idNumber = z.number().int().nonnegative().max(MAX_INT4);

/** A maximum in dollars: positive, at most two decimals, none when null. */
const maximum = z
  .number()
  .positive(PLAN_MESSAGES.maximum)
  .max(MAX_AMOUNT, PLAN_MESSAGES.maximum)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, PLAN_MESSAGES.maximum)
  .nullable()
  .default(null);

export const planCoverageInputSchema = z.object({
  coverageId: z.number().int().positive().max(MAX_INT4),
  requiresReferral: z.boolean().default(false),
  customId: idNumber.nullable().default(null),
  /** Claims for this coverage wait for an administrator's decision (P) instead of being accepted. */
  heldForApproval: z.boolean().default(false),
  perClaimMaximum: maximum,
  annualMaximum: maximum,
});
export type PlanCoverageInput = z.infer<typeof planCoverageInputSchema>;

/** POST /plans, PUT /plans/{id}: Save is refused on what the dialog disables it for (spec §5). */
export const planInputSchema = z
  .object({
    planNumber: text({ max: 32 }).min(1, PLAN_MESSAGES.number),
    planName: text({ max: 200 }).min(1, PLAN_MESSAGES.name),
    planNameFr: optionalText({ max: 200 }),
    effectiveDate: isoDate(PLAN_MESSAGES.date),
    isDrawbridgePlan: z.boolean().default(false),
    /** A GUID, in braces or not (38 characters at most). */
    planIdentityId: text({ max: 38, tooLong: PLAN_MESSAGES.guid }).nullable().default(null),
    coverages: z.array(planCoverageInputSchema).min(1, PLAN_MESSAGES.coverage).max(200),
  })
  .superRefine((plan, ctx) => {
    if (plan.isDrawbridgePlan) {
      if (!plan.planIdentityId) ctx.addIssue({ code: 'custom', path: ['planIdentityId'], message: PLAN_MESSAGES.planId });
      else if (!isGuid(plan.planIdentityId))
        ctx.addIssue({ code: 'custom', path: ['planIdentityId'], message: PLAN_MESSAGES.guid });
    }
    const seen = new Set<number>();
    plan.coverages.forEach((coverage, index) => {
      if (seen.has(coverage.coverageId))
        ctx.addIssue({ code: 'custom', path: ['coverages', index, 'coverageId'], message: PLAN_MESSAGES.coverageTwice });
      seen.add(coverage.coverageId);
    });
  });
export type PlanInput = z.infer<typeof planInputSchema>;

/** POST /coverages, PUT /coverages/{id}. */
export const coverageInputSchema = z.object({
  name: text({ max: 200 }).min(1, PLAN_MESSAGES.name),
  nameFr: optionalText({ max: 200 }),
  assignedId: idNumber,
});
export type CoverageInput = z.infer<typeof coverageInputSchema>;
