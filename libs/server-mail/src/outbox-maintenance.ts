import { runSql } from '@portal/server-database';
import type pg from 'pg';
import { MAIL_OUTBOX_WORKER_COLUMNS } from './mail-schema';

export interface OutboxStats {
  /** Rows not sent yet, due or waiting for a retry. */
  unsent: number;
  /** Age of the oldest unsent row; 0 when there is none. */
  oldestUnsentSeconds: number;
}

export async function outboxStats(pool: pg.Pool): Promise<OutboxStats> {
  const { rows } = await pool.query<{ unsent: string; oldest: number | null }>(
    `select count(*) as unsent, extract(epoch from now() - min(created_at))::float as oldest
     from mail_outbox where sent_at is null`,
  );
  return { unsent: Number(rows[0]?.unsent ?? 0), oldestUnsentSeconds: Math.max(0, rows[0]?.oldest ?? 0) };
}

/**
 * Deletes rows sent more than `retentionDays` ago, `batchSize` at a time so no statement holds many
 * locks or runs long; returns how many went. Unsent rows stay, however old.
 */
export async function purgeSentMail(pool: pg.Pool, retentionDays: number, batchSize = 1000): Promise<number> {
  let purged = 0;
  for (;;) {
    const { length } = await runSql(pool, {
      sql: `delete from mail_outbox where id in (
         select id from mail_outbox where sent_at < now() - make_interval(days => ?) limit ?)
       returning id`,
      params: [retentionDays, batchSize],
    });
    purged += length;
    if (length < batchSize) return purged;
  }
}

/** The outbox columns the worker needs that the database lacks (a ledger's migration still pending). */
export async function missingOutboxColumns(pool: pg.Pool): Promise<string[]> {
  const rows = await runSql<{ column_name: string }>(pool, {
    sql: `select column_name from information_schema.columns
     where table_schema = current_schema() and table_name = 'mail_outbox' and column_name = any(?::text[])`,
    params: [MAIL_OUTBOX_WORKER_COLUMNS],
  });
  const present = new Set(rows.map((row) => row.column_name));
  return MAIL_OUTBOX_WORKER_COLUMNS.filter((column) => !present.has(column)).map((column) => `mail_outbox.${column}`);
}
