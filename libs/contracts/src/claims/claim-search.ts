import { PAGE_SIZES } from '../page-sizes';

/** Spec §9: page sizes 10, 15, 30, 50, 100, all; 'all' returns at most this many rows (export the rest as CSV). */
export const CLAIM_PAGE_SIZES = PAGE_SIZES;
export const CLAIM_PAGE_ALL_LIMIT = 1000;
/**
 * Counting every match of a broad search over millions of claims costs more than the page itself: the
 * total is exact up to this cap; above it `x-total-count` is the cap and TOTAL_CAPPED_HEADER is `1`
 * (the table says "10,000+" and the CSV export has everything).
 */
export const CLAIM_TOTAL_CAP = 10_000;
export const TOTAL_CAPPED_HEADER = 'x-total-count-capped';
export const CLAIM_SORTS = ['submissionDate', 'claimAmountTotal', 'lastName'] as const;

export type {
  ClaimSearchParams,
  ClaimSearchQuery,
  ClaimsSummary,
  ClaimStatusRefresh,
  ClaimStatusUpdate,
} from './claim-search-schemas';
