import type { MigrationObject } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { withMigrationLock } from '@portal/server-database';
import { migrationsList } from './migrations-list';
import { ormConfig } from './orm-options';
import { grantRuntimePrivileges } from './runtime-privileges';

/**
 * Applies pending migrations connected as `ownerUrl`'s role, the owner of the schema, then grants
 * `runtimeRole` its privileges (none when null: one role for everything, the audit log unprotected).
 * Holds the product's migration lock throughout, so concurrent runs apply each migration once.
 * Returns the names applied.
 */
export async function migrate(
  ownerUrl: string,
  runtimeRole: string | null,
  migrations: MigrationObject[] = migrationsList,
): Promise<string[]> {
  return withMigrationLock(ownerUrl, async () => {
    const config = ormConfig(ownerUrl);
    const orm = await MikroORM.init({
      ...config,
      migrations: { ...config.migrations, migrationsList: migrations },
      entities: [],
      discovery: { warnWhenNoEntities: false },
    });
    try {
      const applied: string[] = [];
      for (const to of await batchEnds(orm, migrations)) applied.push(...(await orm.migrator.up({ to })).map((m) => m.name));
      if (runtimeRole) await grantRuntimePrivileges(orm.em.fork(), runtimeRole);
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

/** The role a postgres:// URL logs in as. */
export const roleOf = (url: string): string => decodeURIComponent(new URL(url).username);
