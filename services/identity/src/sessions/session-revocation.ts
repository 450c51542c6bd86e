import { runSql } from '@portal/server-database';
import type { Queryable } from '../database/database';

/**
 * Ends grants: the grant itself and every token, code and refresh token issued under it. An access
 * token names its grant (`gid`), and the API asks `/session-state/{gid}` whether it still exists.
 */
export async function revokeGrants(db: Queryable, grantIds: readonly string[]): Promise<void> {
  if (!grantIds.length) return;
  await runSql(db, {
    sql: `delete from oidc_payload where (model = 'Grant' and id = any(?)) or grant_id = any(?)`,
    params: [grantIds, grantIds],
  });
}

/** Ends every session of an account (a password reset): the sessions, their grants and all issued under them. */
export async function endAccountSessions(db: Queryable, accountId: string): Promise<void> {
  await runSql(db, {
    sql: `with ended_grants as (
       delete from oidc_payload where model in ('Session', 'Grant') and payload->>'accountId' = ? returning model, id
     )
     delete from oidc_payload where grant_id in (select id from ended_grants where model = 'Grant')`,
    params: [accountId],
  });
}

/** Whether a grant is still live: signed out, revoked, replaced or expired grants are not. */
export async function isGrantActive(db: Queryable, grantId: string): Promise<boolean> {
  const rows = await runSql(db, {
    sql: `select 1 from oidc_payload where model = 'Grant' and id = ? and (expires_at is null or expires_at > now())`,
    params: [grantId],
  });
  return rows.length > 0;
}
