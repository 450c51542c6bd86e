import { z } from 'zod';
import { isoDateSchema } from './input/iso-date';
import { queryInteger } from './input/numbers';
import { text } from './input/text';
import { approvalStatusSchema, providerSnapshotSchema } from './provider';

/**
 * A provider change request (an approval record): a registration or profile change awaiting, or past, an
 * administrator's decision; oldValue is null for a registration. The spec serves these under /audit; they
 * are not the audit log.
 */
export const providerChangeRequestSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  action: z.string(),
  providerId: z.string().uuid(),
  providerName: z.string(),
  providerNumber: z.string().nullable(),
  approvalStatus: approvalStatusSchema,
  isStatusRead: z.boolean(),
  decidedAt: z.string().nullable(),
  oldValue: providerSnapshotSchema.nullable(),
  newValue: providerSnapshotSchema,
});
export type ProviderChangeRequest = z.infer<typeof providerChangeRequestSchema>;

export const PROVIDER_CHANGE_REQUEST_PAGE_SIZES = ['10', '15', '30', '50', '100', 'all'] as const;

/** GET /audit query: filters, then sort/order/limit/page (defaults timestamp, desc, 10, 1). */
export const providerChangeRequestQuerySchema = z.object({
  providerName: text({ max: 200 }).optional(),
  providerNumber: text({ max: 32 }).optional(),
  approvalStatus: approvalStatusSchema.optional(),
  /** A UTC date (yyyy-mm-dd): records of that day. */
  timestamp: isoDateSchema.optional(),
  sort: z.enum(['timestamp', 'providerName', 'providerNumber', 'approvalStatus', 'id']).default('timestamp'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.enum(PROVIDER_CHANGE_REQUEST_PAGE_SIZES).default('10'),
  page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
});
export type ProviderChangeRequestQuery = z.infer<typeof providerChangeRequestQuerySchema>;

/** PUT /audit/{id}: the decision (the client may send the whole record; only approvalStatus is read). */
export const providerChangeRequestDecisionSchema = z.object({
  approvalStatus: z.enum(['Approved', 'Rejected'], { error: 'approvalStatus must be Approved or Rejected' }),
});
export type ProviderChangeRequestDecision = z.infer<typeof providerChangeRequestDecisionSchema>;
