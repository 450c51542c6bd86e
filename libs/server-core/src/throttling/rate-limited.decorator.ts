import { SetMetadata } from '@nestjs/common';

/** The per-provider limits a route can count against (configured by the API: `*_PER_HOUR`). */
export type RateLimitName = 'claim-submission' | 'member-search';

export const RATE_LIMITED_KEY = 'portal:rate-limited';

/** Counts each call against the caller's provider (or account) and answers 429 past the limit. */
export const RateLimited = (name: RateLimitName) => SetMetadata(RATE_LIMITED_KEY, name);
