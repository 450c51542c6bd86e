import type { MigrationObject } from '@mikro-orm/core';
import { runMigrations } from '@portal/server-database';
import { migrationsList } from './migrations-list';
import { ormConfig } from './orm-options';
import { grantRuntimePrivileges } from './runtime-privileges';

/**
 * Applies pending migrations connected as `ownerUrl`'s role, the owner of the schema, then grants
 * `runtimeRole` its privileges (none when null: one role for everything, the audit log unprotected),
 * under the product's migration lock (@portal/server-database). Returns the names applied.
 */
export async function migrate(
  ownerUrl: string,
  runtimeRole: string | null,
  migrations: MigrationObject[] = migrationsList,
): Promise<string[]> {
  return runMigrations(ownerUrl, ormConfig(ownerUrl), migrations, async (em) => {
    if (runtimeRole) await grantRuntimePrivileges(em, runtimeRole);
  });
}

/** The role a postgres:// URL logs in as. */
export const roleOf = (url: string): string => decodeURIComponent(new URL(url).username);
