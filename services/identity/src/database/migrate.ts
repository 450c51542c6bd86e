import { runSql, withMigrationLock } from '@portal/server-database';
import { type Database, type Queryable, withTransaction } from './database';
import { MIGRATIONS, type Migration } from '../migrations';

const CREATE_MIGRATIONS_TABLE = `
  create table if not exists identity_migrations (
    name text primary key,
    executed_at timestamptz not null default now()
  )`;

async function executedNames(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(`select name from identity_migrations`);
  return new Set(rows.map((row) => row.name));
}

export async function pendingMigrations(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const { rows } = await db.query<{ exists: boolean }>(`select to_regclass('identity_migrations') is not null as exists`);
  const done = rows[0]?.exists ? await executedNames(db) : new Set<string>();
  return migrations.filter((migration) => !done.has(migration.name)).map((migration) => migration.name);
}

/**
 * Applies every committed migration not yet recorded, each in its own transaction (or none, for a
 * non-transactional one), under the product's migration lock, so concurrent runs (two Jobs, two pods)
 * apply each once; returns their names.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  return withMigrationLock(db, async () => {
    await db.query(CREATE_MIGRATIONS_TABLE);
    const done = await executedNames(db);
    const pending = migrations.filter((migration) => !done.has(migration.name));
    for (const migration of pending) {
      if (migration.transactional === false) await apply(db, migration);
      else await withTransaction(db, (client) => apply(client, migration));
    }
    return pending.map((migration) => migration.name);
  });
}

async function apply(db: Queryable, migration: Migration): Promise<void> {
  await db.query(migration.up);
  await runSql(db, { sql: `insert into identity_migrations (name) values (?)`, params: [migration.name] });
}
