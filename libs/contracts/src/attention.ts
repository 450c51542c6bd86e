import { z } from 'zod';

/** Days the admin homes chart: today (UTC) and the 29 days before it. */
export const CLAIMS_CHART_DAYS = 30;

export const dailyCountSchema = z.object({
  /** A UTC day, `yyyy-mm-dd`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  count: z.number().int().nonnegative(),
});
export type DailyCount = z.infer<typeof dailyCountSchema>;

/** GET /attention: what needs an administrator's attention now, and the claims of the last 30 days. */
export const attentionSchema = z.object({
  /** Change requests awaiting a decision; null for a role that cannot decide them (ClaimsAdmin). */
  pendingApprovals: z.number().int().nonnegative().nullable(),
  /** Claims held Pending (status P). */
  pendingClaims: z.number().int().nonnegative(),
  suspendedProviders: z.number().int().nonnegative(),
  /** One entry per day, oldest first, days without claims included. */
  claimsPerDay: z.array(dailyCountSchema),
});
export type Attention = z.infer<typeof attentionSchema>;
