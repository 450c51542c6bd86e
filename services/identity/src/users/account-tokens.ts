import { createHash, randomBytes } from 'node:crypto';
import { runSql } from '@portal/server-database';
import type { Queryable } from '../database/database';

export type TokenPurpose = 'confirm-email' | 'reset-password';

export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  'confirm-email': 24 * 60 * 60,
  'reset-password': 30 * 60,
};

/** Only this hash is stored: a database read does not reveal a usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a new single-use token for the user; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Queryable, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await runSql(db, {
    sql: `update identity_account_token set used_at = now() where user_id = ? and purpose = ? and used_at is null`,
    params: [userId, purpose],
  });
  await runSql(db, {
    sql: `insert into identity_account_token (token_hash, user_id, purpose, expires_at)
     values (?, ?, ?, now() + make_interval(secs => ?::int))`,
    params: [hashToken(token), userId, purpose, TOKEN_TTL_SECONDS[purpose]],
  });
  return token;
}

const USABLE = `token_hash = ? and purpose = ? and used_at is null and expires_at > now()`;

/** The user a still-usable token belongs to, without using it. */
export async function peekToken(db: Queryable, token: string, purpose: TokenPurpose): Promise<string | undefined> {
  const rows = await runSql<{ user_id: string }>(db, {
    sql: `select user_id from identity_account_token where ${USABLE}`,
    params: [hashToken(token), purpose],
  });
  return rows[0]?.user_id;
}

/** Uses the token once: returns its user, or undefined when it is unknown, used or expired. */
export async function consumeToken(db: Queryable, token: string, purpose: TokenPurpose): Promise<string | undefined> {
  const rows = await runSql<{ user_id: string }>(db, {
    sql: `update identity_account_token set used_at = now() where ${USABLE} returning user_id`,
    params: [hashToken(token), purpose],
  });
  return rows[0]?.user_id;
}
