import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimitName } from '@portal/server-core';
import { namedQuery, type NamedStatement } from '@portal/server-database';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const PROVIDER_RATE_LIMITS = Symbol('PROVIDER_RATE_LIMITS');

export type ProviderRateLimits = Record<RateLimitName, RateLimiterAbstract>;

const HOUR_SECONDS = 3600;

/** The counters every replica shares, on the ORM's pool; its named statements work on PGlite too. */
const counterStore = (em: EntityManager) => ({
  async query(statement: { name?: string; text: string; values: unknown[] }) {
    const pool = await em.getConnection().getNativeClient();
    return statement.name ? namedQuery(pool, statement as NamedStatement) : pool.query(statement);
  },
});

/**
 * One hourly counter per provider and kind of request, in `api_rate_limit`. A provider past its limit is
 * refused from memory until the hour ends (no more database writes for a scraper); if the database
 * cannot count, each replica counts alone rather than refuse a clinic's work.
 */
export function providerRateLimits(em: EntityManager, perHour: Record<RateLimitName, number>): ProviderRateLimits {
  const store = counterStore(em);
  const limiter = (name: RateLimitName) =>
    new RateLimiterPostgres({
      storeClient: store,
      storeType: 'pool',
      tableName: 'api_rate_limit',
      tableCreated: true,
      // Its purge timer outlives a closed application: RateLimitPurge does it on the module's lifecycle.
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points: perHour[name],
      duration: HOUR_SECONDS,
      inMemoryBlockOnConsumed: perHour[name],
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: perHour[name], duration: HOUR_SECONDS }),
    });
  return { 'claim-submission': limiter('claim-submission'), 'member-search': limiter('member-search') };
}
