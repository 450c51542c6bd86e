import type { Queryable } from '../database/database';

/**
 * Ends grants: the grant itself and every token, code and refresh token issued under it. An access
 * token names its grant (`gid`), and the API asks `/session-state/{gid}` whether it still exists.
 */
export async function revokeGrants(db: Queryable, grantIds: readonly string[]): Promise<void> {
  if (!grantIds.length) return;
  await db.query(`delete from oidc_payload where (model = 'Grant' and id = any($1)) or grant_id = any($1)`, [grantIds]);
}

/** Ends every session of an account (a password reset): the sessions, their grants and all issued under them. */
export async function endAccountSessions(db: Queryable, accountId: string): Promise<void> {
  await db.query(
    `with ended_grants as (
       delete from oidc_payload where model in ('Session', 'Grant') and payload->>'accountId' = $1 returning model, id
     )
     delete from oidc_payload where grant_id in (select id from ended_grants where model = 'Grant')`,
    [accountId],
  );
}

/** Whether a grant is still live: signed out, revoked, replaced or expired grants are not. */
export async function isGrantActive(db: Queryable, grantId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from oidc_payload where model = 'Grant' and id = $1 and (expires_at is null or expires_at > now())`,
    [grantId],
  );
  return (rowCount ?? 0) > 0;
}
