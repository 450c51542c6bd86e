import type { MigrationObject } from '@mikro-orm/core';

/**
 * Every domain's migrations in one list, ordered by name: a name starts with its creation time, so
 * this is the order they were written in and were applied to existing databases (the names recorded
 * in `mikro_orm_migrations` never change when a migration moves to its domain). Throws when two
 * domains list the same name.
 */
export function composeMigrations(...lists: MigrationObject[][]): MigrationObject[] {
  const all = lists.flat().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const twice = all.find((migration, i) => i > 0 && all[i - 1]?.name === migration.name);
  if (twice) throw new Error(`Migration ${twice.name} is listed twice`);
  return all;
}
