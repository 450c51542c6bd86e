import type { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations-list';

/**
 * This version's migrations the database has not run, oldest first. Read-only, so the runtime role can
 * ask: MikroORM's `migrator.getPending()` would first try to create its table. A migration recorded by
 * a newer version is not pending.
 */
export async function pendingMigrations(orm: MikroORM): Promise<string[]> {
  const connection = orm.em.getConnection();
  const [table] = await connection.execute<{ exists: boolean }[]>(
    `select to_regclass('mikro_orm_migrations') is not null as exists`,
  );
  const done = table?.exists
    ? new Set((await connection.execute<{ name: string }[]>('select name from mikro_orm_migrations')).map((row) => row.name))
    : new Set<string>();
  return migrationsList.map((migration) => migration.name).filter((name) => !done.has(name));
}
