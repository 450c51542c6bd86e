import { randomUUID } from 'node:crypto';
import { runSql } from '@portal/server-database';
import { type Database, type Queryable, withTransaction } from '../database/database';
import type { IdentityUser } from '../users/identity-user';

/** An impersonation session lasts at most this long, whatever the token and session lifetimes. */
export const IMPERSONATION_MAX_SECONDS = 30 * 60;

export interface Impersonation {
  id: string;
  sessionUid: string;
  adminUserId: string;
  adminUsername: string;
  targetUserId: string;
  providerId: string;
  startedAt: Date;
  expiresAt: Date;
}

interface ImpersonationRow {
  id: string;
  session_uid: string;
  admin_user_id: string;
  admin_username: string;
  target_user_id: string;
  provider_id: string;
  started_at: Date;
  expires_at: Date;
}

const toImpersonation = (row: ImpersonationRow): Impersonation => ({
  id: row.id,
  sessionUid: row.session_uid,
  adminUserId: row.admin_user_id,
  adminUsername: row.admin_username,
  targetUserId: row.target_user_id,
  providerId: row.provider_id,
  startedAt: row.started_at,
  expiresAt: row.expires_at,
});

export interface StartImpersonation {
  sessionUid: string;
  admin: IdentityUser;
  target: IdentityUser;
  providerId: string;
}

/**
 * Impersonation sessions, and their start and stop in the portal's audit log (appended through the
 * audit domain's `append_audit_entry` in the same database; absent when the identity runs on a
 * database of its own).
 */
export class ImpersonationStore {
  constructor(private readonly db: Database) {}

  /** The impersonation not yet stopped in this oidc-provider session, expired or not. */
  async current(sessionUid: string): Promise<Impersonation | undefined> {
    const rows = await runSql<ImpersonationRow>(this.db, {
      sql: `select id, session_uid, admin_user_id::text, admin_username, target_user_id::text, provider_id::text, started_at, expires_at
       from identity_impersonation where session_uid = ? and ended_at is null order by started_at desc limit 1`,
      params: [sessionUid],
    });
    return rows[0] && toImpersonation(rows[0]);
  }

  async start({ sessionUid, admin, target, providerId }: StartImpersonation): Promise<Impersonation> {
    return withTransaction(this.db, async (client) => {
      const rows = await runSql<ImpersonationRow>(client, {
        sql: `insert into identity_impersonation (id, session_uid, admin_user_id, admin_username, target_user_id, provider_id, expires_at)
         values (?, ?, ?, ?, ?, ?, now() + make_interval(secs => ?))
         returning id, session_uid, admin_user_id::text, admin_username, target_user_id::text, provider_id::text, started_at, expires_at`,
        params: [randomUUID(), sessionUid, admin.id, admin.username, target.id, providerId, IMPERSONATION_MAX_SECONDS],
      });
      const impersonation = toImpersonation(rows[0] as ImpersonationRow);
      await audit(client, impersonation, 'impersonation.start');
      return impersonation;
    });
  }

  /** Ends it once: of two concurrent stops only one is recorded. */
  async stop(impersonation: Impersonation): Promise<void> {
    await withTransaction(this.db, async (client) => {
      const ended = await runSql(client, {
        sql: 'update identity_impersonation set ended_at = now() where id = ? and ended_at is null returning id',
        params: [impersonation.id],
      });
      if (ended.length === 1) await audit(client, impersonation, 'impersonation.stop');
    });
  }

  /** Records the end of this session's impersonation once its 30 minutes are over. */
  async endExpired(sessionUid: string): Promise<void> {
    await withTransaction(this.db, async (client) => {
      const rows = await runSql<ImpersonationRow>(client, {
        sql: `update identity_impersonation set ended_at = expires_at
         where session_uid = ? and ended_at is null and expires_at <= now()
         returning id, session_uid, admin_user_id::text, admin_username, target_user_id::text, provider_id::text, started_at, expires_at`,
        params: [sessionUid],
      });
      for (const row of rows) await audit(client, toImpersonation(row), 'impersonation.expire');
    });
  }
}

/** Same shape as the API's entries: the administrator is the actor, acting as the provider. */
async function audit(client: Queryable, impersonation: Impersonation, action: string): Promise<void> {
  const { rows } = await client.query<{ found: boolean }>(
    `select to_regprocedure('append_audit_entry(text, text, text, text, text, text)') is not null as found`,
  );
  if (!rows[0]?.found) return;
  // The audit domain's append (its migration `append-audit-entry`), in this transaction.
  await runSql(client, {
    sql: `select append_audit_entry(?, ?, ?, 'provider', ?, ?)`,
    params: [
      impersonation.adminUserId,
      impersonation.providerId,
      action,
      impersonation.providerId,
      `identity-${impersonation.id}`,
    ],
  });
}
