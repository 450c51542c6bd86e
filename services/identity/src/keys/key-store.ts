import type { Database } from '../database/database';

/**
 * Returns the value stored under `name`, storing `create()` first when there is none. When several
 * processes start at once, every one of them gets the value of whichever stored it first.
 */
export async function getOrCreateKey<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.query<{ value: T }>(`select value from identity_key where name = $1`, [name]);
  if (existing.rows[0]) return existing.rows[0].value;
  await db.query(`insert into identity_key (name, value) values ($1, $2) on conflict (name) do nothing`, [
    name,
    JSON.stringify(await create()),
  ]);
  const stored = await db.query<{ value: T }>(`select value from identity_key where name = $1`, [name]);
  return stored.rows[0].value;
}
