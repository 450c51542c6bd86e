import type { Database } from '../database/database';

export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowSeconds: 15 * 60 };

/**
 * Counts failed sign-ins per username and address in the database, so every replica sees the same
 * count; after `maxFailures` within the window, that pair is refused until the window ends.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {}

  async isBlocked(username: string, ip: string): Promise<boolean> {
    const { rows } = await this.db.query<{ failures: number }>(
      `select failures from identity_login_failure
       where username_key = lower($1) and ip = $2 and window_started_at > now() - make_interval(secs => $3::int)`,
      [username, ip, this.policy.windowSeconds],
    );
    return (rows[0]?.failures ?? 0) >= this.policy.maxFailures;
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await this.db.query(
      `insert into identity_login_failure (username_key, ip, failures, window_started_at)
       values (lower($1), $2, 1, now())
       on conflict (username_key, ip) do update set
         failures = case when identity_login_failure.window_started_at > now() - make_interval(secs => $3::int)
                         then identity_login_failure.failures + 1 else 1 end,
         window_started_at = case when identity_login_failure.window_started_at > now() - make_interval(secs => $3::int)
                                  then identity_login_failure.window_started_at else now() end`,
      [username, ip, this.policy.windowSeconds],
    );
  }

  async reset(username: string, ip: string): Promise<void> {
    await this.db.query(`delete from identity_login_failure where username_key = lower($1) and ip = $2`, [username, ip]);
  }

  /** Forgets windows that ended; returns how many. */
  async purgeExpired(): Promise<number> {
    const { rowCount } = await this.db.query(
      `delete from identity_login_failure where window_started_at < now() - make_interval(secs => $1::int)`,
      [this.policy.windowSeconds],
    );
    return rowCount ?? 0;
  }
}
