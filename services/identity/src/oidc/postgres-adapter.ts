import type { Adapter, AdapterPayload } from 'oidc-provider';
import { runSql } from '@portal/server-database';
import type { Database } from '../database/database';

interface PayloadRow {
  payload: AdapterPayload;
  consumed: number | null;
}

const SELECT_LIVE = `
  select payload, extract(epoch from consumed_at)::bigint as consumed
  from oidc_payload
  where model = ? and %COLUMN% = ? and (expires_at is null or expires_at > now())`;

const selectBy = (column: 'id' | 'uid' | 'user_code') => SELECT_LIVE.replace('%COLUMN%', column);

function toPayload(row: PayloadRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  return row.consumed == null ? row.payload : { ...row.payload, consumed: Number(row.consumed) };
}

/** Persists every oidc-provider model (sessions, grants, codes, tokens, interactions...) in `oidc_payload`. */
export class PostgresAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await runSql(this.db, {
      sql: `insert into oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
       values (?, ?, ?, ?, ?, ?, case when ?::int is null then null else now() + make_interval(secs => ?::int) end)
       on conflict (model, id) do update set
         payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
         uid = excluded.uid, expires_at = excluded.expires_at`,
      params: [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresIn ?? null,
        expiresIn ?? null,
      ],
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const rows = await runSql<PayloadRow>(this.db, { sql: selectBy('id'), params: [this.model, id] });
    return toPayload(rows[0]);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const rows = await runSql<PayloadRow>(this.db, { sql: selectBy('uid'), params: [this.model, uid] });
    return toPayload(rows[0]);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const rows = await runSql<PayloadRow>(this.db, { sql: selectBy('user_code'), params: [this.model, userCode] });
    return toPayload(rows[0]);
  }

  async consume(id: string): Promise<void> {
    await runSql(this.db, {
      sql: `update oidc_payload set consumed_at = now() where model = ? and id = ?`,
      params: [this.model, id],
    });
  }

  async destroy(id: string): Promise<void> {
    await runSql(this.db, { sql: `delete from oidc_payload where model = ? and id = ?`, params: [this.model, id] });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await runSql(this.db, { sql: `delete from oidc_payload where model = ? and grant_id = ?`, params: [this.model, grantId] });
  }
}

export const postgresAdapterFactory = (db: Database) => (model: string) => new PostgresAdapter(db, model);

/** Removes rows expired for longer than the provider's clock tolerance; returns how many. */
export async function purgeExpiredPayloads(db: Database): Promise<number> {
  const { rowCount } = await db.query(`delete from oidc_payload where expires_at < now() - interval '1 minute'`);
  return rowCount ?? 0;
}
