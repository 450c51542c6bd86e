import type { MigrationObject } from '@mikro-orm/core';
import { EntityManager, MikroORM, type Options } from '@mikro-orm/postgresql';
import { withMigrationLock } from '../migration-lock';

/**
 * Applies the pending ones of `migrations` (composed by `composeMigrations`) to `ownerUrl`, connected
 * as the schema's owner with `config`'s settings, then runs `afterwards` (the API grants its runtime
 * role there). Holds the product's migration lock throughout, so concurrent runs apply each migration
 * once. Returns the names applied.
 */
export async function runMigrations(
  ownerUrl: string,
  config: Options,
  migrations: MigrationObject[],
  afterwards?: (em: EntityManager) => Promise<void>,
): Promise<string[]> {
  return withMigrationLock(ownerUrl, async () => {
    const orm = await MikroORM.init({
      ...config,
      clientUrl: ownerUrl,
      migrations: { ...config.migrations, migrationsList: migrations },
      entities: [],
      discovery: { warnWhenNoEntities: false },
    });
    try {
      const applied: string[] = [];
      for (const to of await batchEnds(orm, migrations)) applied.push(...(await orm.migrator.up({ to })).map((m) => m.name));
      if (afterwards) await afterwards(orm.em.fork());
      return applied;
    } finally {
      await orm.close();
    }
  });
}

/**
 * Where each run of pending migrations ends: all-or-nothing runs of transactional ones, and each
 * non-transactional one (`isTransactional()` false: `create index concurrently`) on its own, after the
 * run before it committed, so it never waits on a transaction of its own migrator.
 */
async function batchEnds(orm: MikroORM, migrations: MigrationObject[]): Promise<string[]> {
  const pending = new Set((await orm.migrator.getPending()).map((migration) => migration.name));
  const list = migrations.filter((migration) => pending.has(migration.name));
  const alone = (migration: MigrationObject | undefined) =>
    !!migration && !new migration.class(orm.em.getDriver(), orm.config).isTransactional();
  return list.filter((migration, i) => i === list.length - 1 || alone(migration) || alone(list[i + 1])).map((m) => m.name);
}
