import { createHash } from 'node:crypto';
import type { IdentityUser } from '../users/identity-user';

/**
 * Names the account a sign-in is for, in throttle counters and security logs: its id when it exists,
 * else a short hash of the lower-cased username, so what someone typed (perhaps a password) is never
 * stored or logged.
 */
export function accountRef(user: IdentityUser | undefined, username: string): string {
  if (user) return user.id;
  return `unknown:${createHash('sha256').update(username.toLowerCase()).digest('hex').slice(0, 16)}`;
}
