import type { Migration } from './migration';

/**
 * The throttles' counters, shared by every replica: sign-in attempts per account and per address,
 * sign-up and link requests per address. Replaces identity_login_failure (one username and address
 * pair), which stays until no replica of the previous release reads it; a later migration drops it.
 */
export const throttle: Migration = {
  name: '0005-throttle',
  up: `
    create table identity_throttle (
      scope text not null,
      key text not null,
      -- Attempts in the current streak; the streak ends at forget_at, pushed back by each attempt.
      hits integer not null check (hits >= 0),
      blocked_until timestamptz null,
      forget_at timestamptz not null,
      primary key (scope, key)
    );
    create index identity_throttle_forget_at_idx on identity_throttle (forget_at);
  `,
};
