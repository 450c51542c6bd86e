import type { Messages } from './messages';

/** A Retry-After delay as a person reads it: whole minutes, rounded up. */
export function waitTime(t: Messages, retryAfterSeconds: number): string {
  return t.minutes(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}
