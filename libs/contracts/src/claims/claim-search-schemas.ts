import { z } from 'zod';
import { MAX_INT4, queryInteger } from '../input/numbers';
import { text } from '../input/text';
import { CLAIM_PAGE_SIZES, CLAIM_SORTS } from './claim-search';
import { ADJUDICATED_STATUSES } from './claim';
import { blankToUndefined, memberIdSchema } from '../member';
import { filterPlanCode } from '../plan-codes';
import { isoDateSchema } from '../input/iso-date';
import { claimSchema, claimStatusSchema } from './claim-schemas';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** `coverages=11,14` or `coverages=11&coverages=14`: coverage type ids (the two-digit CoverageTypeID). */
const coverageList = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? undefined
      : (Array.isArray(value) ? value : String(value).split(','))
          .map((item) => String(item).trim())
          .filter(Boolean)
          .map(Number),
  z.array(z.number().int().nonnegative().max(MAX_INT4)).max(50).optional(),
);

/**
 * GET /claims and GET /claims/export (spec §7 filters, empty values omitted). A provider's own
 * providerId is forced by the server; admins may pick one. A date is `dateFrom` = `dateTo`.
 */
export const claimSearchQuerySchema = z
  .object({
    submissionId: optional(text({ max: 64 })),
    providerId: optional(z.uuid()),
    officeId: optional(z.uuid()),
    /** As the user types it: 247 is sent (and searched) as 777. */
    planNumber: optional(text({ max: 32 }).transform(filterPlanCode)),
    memberId: optional(memberIdSchema),
    firstname: optional(text({ max: 100 })),
    lastname: optional(text({ max: 100 })),
    coverages: coverageList,
    status: optional(claimStatusSchema),
    dateFrom: optional(isoDateSchema),
    dateTo: optional(isoDateSchema),
    sort: z.enum(CLAIM_SORTS).default('submissionDate'),
    order: z.enum(['asc', 'desc']).default('desc'),
    limit: z.enum(CLAIM_PAGE_SIZES).default('10'),
    page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'The start date must not be after the end date',
    path: ['dateTo'],
  });
export type ClaimSearchQuery = z.output<typeof claimSearchQuerySchema>;
export type ClaimSearchParams = z.input<typeof claimSearchQuerySchema>;

/** PUT /claims/{claimId}/setStatus: Administrator, ClaimsAdmin and SuperAdmin; audited. */
export const claimStatusUpdateSchema = z.object({
  /** V and D have their own paths: a void, a payment run. */
  status: z.enum(ADJUDICATED_STATUSES),
  note: text({ max: 500 }).optional(),
});
export type ClaimStatusUpdate = z.infer<typeof claimStatusUpdateSchema>;

/** How far back `GET /claims/UpdateStatus` looks by default, and at most. */
export const STATUS_REFRESH_DEFAULT_MINUTES = 15;
export const STATUS_REFRESH_MAX_DAYS = 7;

/** GET /claims/UpdateStatus?since=…: changes after `since` (default the last 15 minutes, at most 7 days back). */
export const claimStatusRefreshQuerySchema = z.object({
  since: optional(
    z.iso
      .datetime({ offset: true })
      .refine(
        (value) => Date.parse(value) >= Date.now() - STATUS_REFRESH_MAX_DAYS * 86_400_000,
        `since must be within the last ${STATUS_REFRESH_MAX_DAYS} days`,
      ),
  ),
});
export type ClaimStatusRefreshQuery = z.infer<typeof claimStatusRefreshQuerySchema>;

/**
 * GET /claims/UpdateStatus: the re-adjudication the worker runs on claims still Pending, as seen by the
 * caller (a provider: its own claims). `checked` is how many of them are still Pending (re-run on the
 * worker's schedule); `changed`, the statuses it changed since `since`, newest first.
 */
export const claimStatusRefreshSchema = z.object({
  checked: z.number().int().nonnegative(),
  changed: z.array(
    z.object({
      claimId: z.string(),
      submissionId: z.string(),
      from: claimStatusSchema,
      to: claimStatusSchema,
      changedAt: z.iso.datetime(),
    }),
  ),
  since: z.iso.datetime(),
});
export type ClaimStatusRefresh = z.infer<typeof claimStatusRefreshSchema>;

/** An IANA time zone this runtime knows (`America/Toronto`). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/**
 * GET /claims/summary?days=30&timeZone=America/Toronto: the provider dashboard's last days, by status,
 * and the latest claims; the days are the provider's own (its time zone; UTC when not given).
 */
export const claimsSummaryQuerySchema = z.object({
  days: queryInteger({ min: 1, max: 366 }).default(30),
  timeZone: text({ max: 64 }).refine(isTimeZone, 'Unknown time zone').default('UTC'),
});
export type ClaimsSummaryQuery = z.infer<typeof claimsSummaryQuerySchema>;
export const claimsSummarySchema = z.object({
  days: z.number().int(),
  since: isoDateSchema,
  byStatus: z.array(z.object({ status: claimStatusSchema, count: z.number().int(), amount: z.number() })),
  latest: z.array(claimSchema),
});
export type ClaimsSummary = z.infer<typeof claimsSummarySchema>;
