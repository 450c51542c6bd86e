import { runSql } from '@portal/server-database';
import type { Database } from '../database/database';

/**
 * Returns the value stored under `name`, storing `create()` first when there is none. When several
 * processes start at once, every one of them gets the value of whichever stored it first.
 */
export async function getOrCreateKey<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const read = () => runSql<{ value: T }>(db, { sql: `select value from identity_key where name = ?`, params: [name] });
  const [existing] = await read();
  if (existing) return existing.value;
  await runSql(db, {
    sql: `insert into identity_key (name, value) values (?, ?) on conflict (name) do nothing`,
    params: [name, JSON.stringify(await create())],
  });
  const [stored] = await read();
  return (stored as { value: T }).value;
}
