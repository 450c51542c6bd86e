import { runSql } from '@portal/server-database';
import { type Database, withTransaction } from '../database/database';
import { lockoutAfter, type ThrottlePolicy } from './throttle-policy';

/** One counter: `key` within `scope` (an account's sign-ins, an address's sign-ups...), under its policy. */
export interface ThrottleKey {
  scope: string;
  key: string;
  policy: ThrottlePolicy;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; scope: string; retryAfter: number };

interface CounterRow {
  scope: string;
  key: string;
  hits: number;
  blocked_until: Date | null;
  forget_at: Date;
  now: Date;
}

const idOf = (counter: { scope: string; key: string }) => `${counter.scope}\n${counter.key}`;

/**
 * Counters in the database, so every replica sees the same ones. An attempt is counted before the work
 * it guards (a password check), so concurrent attempts cannot slip past the limit; the caller takes
 * it back when the attempt turns out legitimate.
 */
export class Throttle {
  constructor(private readonly db: Database) {}

  /**
   * Counts one attempt on every key, unless one of them is locked out: then nothing is counted and the
   * verdict says which scope refused and for how many seconds.
   */
  async attempt(keys: readonly ThrottleKey[]): Promise<ThrottleVerdict> {
    const scopes = keys.map((key) => key.scope);
    const names = keys.map((key) => key.key);
    return withTransaction(this.db, async (client) => {
      // Rows are created, then locked, in one order, so concurrent attempts on shared keys cannot deadlock.
      await runSql(client, {
        sql: `insert into identity_throttle (scope, key, hits, forget_at)
         select scope, key, 0, now() from unnest(?::text[], ?::text[]) as input(scope, key) order by scope, key
         on conflict do nothing`,
        params: [scopes, names],
      });
      const rows = await runSql<CounterRow>(client, {
        sql: `select scope, key, hits, blocked_until, forget_at, now() as now from identity_throttle
         where (scope, key) in (select * from unnest(?::text[], ?::text[]))
         order by scope, key for update`,
        params: [scopes, names],
      });
      const now = rows[0]?.now.getTime() ?? Date.now();
      const blocked = rows
        .filter((row) => row.blocked_until && row.blocked_until.getTime() > now)
        .map((row) => ({ scope: row.scope, retryAfter: Math.ceil(((row.blocked_until as Date).getTime() - now) / 1000) }))
        .sort((a, b) => b.retryAfter - a.retryAfter)[0];
      if (blocked) return { allowed: false, ...blocked };

      const rowOf = new Map(rows.map((row) => [idOf(row), row]));
      const counted = keys.map((key) => {
        const row = rowOf.get(idOf(key)) as CounterRow;
        const hits = row.forget_at.getTime() <= now ? 1 : row.hits + 1;
        return { hits, lockout: lockoutAfter(key.policy, hits), memory: key.policy.memorySeconds };
      });
      await runSql(client, {
        sql: `update identity_throttle t set
           hits = input.hits,
           blocked_until = case when input.lockout > 0 then now() + make_interval(secs => input.lockout) end,
           forget_at = now() + make_interval(secs => greatest(input.memory, input.lockout))
         from unnest(?::text[], ?::text[], ?::int[], ?::int[], ?::int[]) as input(scope, key, hits, lockout, memory)
         where t.scope = input.scope and t.key = input.key`,
        params: [scopes, names, counted.map((c) => c.hits), counted.map((c) => c.lockout), counted.map((c) => c.memory)],
      });
      return { allowed: true };
    });
  }

  /** Forgets a key's attempts (an account that proved its password). */
  async forget(scope: string, key: string): Promise<void> {
    await runSql(this.db, { sql: 'delete from identity_throttle where scope = ? and key = ?', params: [scope, key] });
  }

  /**
   * Takes back one attempt that turned out legitimate, with the lock-out it set: the attempt was allowed,
   * so the key was not locked out before it.
   */
  async refund(scope: string, key: string): Promise<void> {
    await runSql(this.db, {
      sql: 'update identity_throttle set hits = greatest(hits - 1, 0), blocked_until = null where scope = ? and key = ?',
      params: [scope, key],
    });
  }

  /** Deletes counters whose streak is over; returns how many. */
  async purgeExpired(): Promise<number> {
    const { rowCount } = await this.db.query('delete from identity_throttle where forget_at < now()');
    return rowCount ?? 0;
  }
}
