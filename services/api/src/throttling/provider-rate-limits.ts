import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimitName } from '@portal/server-core';
import { namedQuery, type NamedStatement } from '@portal/server-database';
import { groupedCounts, type CountValues } from './grouped-counts';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const PROVIDER_RATE_LIMITS = Symbol('PROVIDER_RATE_LIMITS');

export type ProviderRateLimits = Record<RateLimitName, RateLimiterAbstract>;

const HOUR_SECONDS = 3600;
const TABLE = 'api_rate_limit';

/** The name rate-limiter-flexible gives its counting statement (`<table>:rlflx-upsert`); its values are key, points, new expiry, now. */
const COUNT_STATEMENT = `${TABLE}:rlflx-upsert`;

/**
 * The counters every replica shares, on the ORM's pool; its named statements work behind a transaction pooler too. The
 * library's count goes out grouped with the process's concurrent counts, committed without a flush
 * (ADRs 035 and 039).
 */
const counterStore = (em: EntityManager) => {
  const pool = () => em.getConnection().getNativeClient();
  const count = groupedCounts(pool);
  return {
    async query(statement: { name?: string; text: string; values: unknown[] }) {
      if (statement.name === COUNT_STATEMENT) return count(statement.values as CountValues);
      const runner = await pool();
      return statement.name ? namedQuery(runner, statement as NamedStatement) : runner.query(statement);
    },
  };
};

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
      tableName: TABLE,
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
