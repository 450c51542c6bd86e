import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimitName } from '@portal/server-core';
import { namedQuery, type NamedStatement } from '@portal/server-database';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const PROVIDER_RATE_LIMITS = Symbol('PROVIDER_RATE_LIMITS');

export type ProviderRateLimits = Record<RateLimitName, RateLimiterAbstract>;

const HOUR_SECONDS = 3600;
const TABLE = 'api_rate_limit';

/** The name rate-limiter-flexible gives its counting statement (`<table>:rlflx-upsert`); its values are key, points, new expiry, now. */
const COUNT_STATEMENT = `${TABLE}:rlflx-upsert`;

/**
 * The library's count, committed without waiting for the WAL flush (ADR 035): the counter row is
 * locked only while the statement runs, not through a disk flush, so one provider's concurrent
 * requests no longer queue behind each other's commits. Every replica still reads the committed
 * count at once (visibility does not wait for the flush); a database crash can forget the last
 * fraction of a second of counts, never an audit entry or any other write.
 */
const COUNT_UNFLUSHED = `insert into ${TABLE} (key, points, expire)
  select $1::varchar, $2::integer, $3::bigint from (select set_config('synchronous_commit', 'off', true)) unflushed
  on conflict (key) do update set
    points = case when ${TABLE}.expire <= $4 then $2 else ${TABLE}.points + $2 end,
    expire = case when ${TABLE}.expire <= $4 then $3 else ${TABLE}.expire end
  returning points, expire`;

/** The counters every replica shares, on the ORM's pool; its named statements work on PGlite too. */
const counterStore = (em: EntityManager) => ({
  async query(statement: { name?: string; text: string; values: unknown[] }) {
    const pool = await em.getConnection().getNativeClient();
    if (!statement.name) return pool.query(statement);
    const text = statement.name === COUNT_STATEMENT ? COUNT_UNFLUSHED : statement.text;
    return namedQuery(pool, { ...statement, text } as NamedStatement);
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
