import { randomBytes } from 'node:crypto';
import type { Database } from '../database/database';
import { getOrCreateKey } from './key-store';

/** Keys signing oidc-provider's cookies: the configured ones, else a key generated once and stored. */
export function loadCookieKeys(db: Database, configured: string[] | undefined): Promise<string[]> {
  if (configured) return Promise.resolve(configured);
  return getOrCreateKey(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]);
}
