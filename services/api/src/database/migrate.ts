import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm-options';
import { grantRuntimePrivileges } from './runtime-privileges';

/**
 * Applies pending migrations connected as `ownerUrl`'s role, the owner of the schema, then grants
 * `runtimeRole` its privileges (none when null: one role for everything, the audit log unprotected).
 * Returns the names applied.
 */
export async function migrate(ownerUrl: string, runtimeRole: string | null): Promise<string[]> {
  const orm = await MikroORM.init({ ...ormConfig(ownerUrl), entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    const applied = await orm.migrator.up();
    if (runtimeRole) await grantRuntimePrivileges(orm.em.fork(), runtimeRole);
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close();
  }
}

/** The role a postgres:// URL logs in as. */
export const roleOf = (url: string): string => decodeURIComponent(new URL(url).username);
