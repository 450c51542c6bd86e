import { type Database, type Queryable, withTransaction } from './database';
import { MIGRATIONS, type Migration } from '../migrations';

const CREATE_MIGRATIONS_TABLE = `
  create table if not exists identity_migrations (
    name text primary key,
    executed_at timestamptz not null default now()
  )`;

/** Serialises concurrent `migrate` runs (several replicas starting at once). */
const MIGRATION_LOCK = `select pg_advisory_xact_lock(hashtext('identity_migrations'))`;

async function executedNames(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(`select name from identity_migrations`);
  return new Set(rows.map((row) => row.name));
}

export async function pendingMigrations(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const { rows } = await db.query<{ exists: boolean }>(`select to_regclass('identity_migrations') is not null as exists`);
  const done = rows[0]?.exists ? await executedNames(db) : new Set<string>();
  return migrations.filter((migration) => !done.has(migration.name)).map((migration) => migration.name);
}

/** Applies every committed migration not yet recorded, each in its own transaction; returns their names. */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await withTransaction(db, async (client) => {
      await client.query(MIGRATION_LOCK);
      await client.query(CREATE_MIGRATIONS_TABLE);
      if ((await executedNames(client)).has(migration.name)) return false;
      await client.query(migration.up);
      await client.query(`insert into identity_migrations (name) values ($1)`, [migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
