import { z } from 'zod';
import { isoDateSchema } from './input/iso-date';

export const provinceSchema = z.object({
  id: z.number().int(),
  code: z.string().min(2).max(2),
  name: z.string().min(1),
  location: z.string().min(1),
});
export type Province = z.infer<typeof provinceSchema>;

export const coverageSchema = z.object({
  coverageId: z.number().int(),
  name: z.string().min(1),
  /**
   * The French name, when the super admin gave one (ADR 029). Null when absent: an API replica from
   * before it, during a rolling deploy, still answers something the screens take.
   */
  nameFr: z.string().nullable().default(null),
  assignedId: z.number().int().nonnegative(),
});
export type Coverage = z.infer<typeof coverageSchema>;

export const planCoverageSchema = z.object({
  coverageId: z.number().int(),
  name: z.string(),
  nameFr: z.string().nullable().default(null),
  assignedId: z.number().int(),
  requiresReferral: z.boolean(),
  customId: z.number().int().nullable(),
  heldForApproval: z.boolean(),
  perClaimMaximum: z.number().nullable(),
  annualMaximum: z.number().nullable(),
});
export type PlanCoverage = z.infer<typeof planCoverageSchema>;

export const planSchema = z.object({
  planId: z.number().int(),
  planNumber: z.string().min(1),
  planName: z.string().min(1),
  planNameFr: z.string().nullable().default(null),
  effectiveDate: isoDateSchema,
  isDrawbridgePlan: z.boolean(),
  planIdentityId: z.guid().nullable(),
  submissionWindowDays: z.number().int().positive(),
  coverages: z.array(planCoverageSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const homepageSchema = z.object({
  id: z.number().int().nullable(),
  html: z.string(),
  /** The French page, sanitised; null when there is none (French screens then show `html`). */
  htmlFr: z.string().nullable().default(null),
});
export type Homepage = z.infer<typeof homepageSchema>;
