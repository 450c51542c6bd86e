import type { MigrationObject } from '@mikro-orm/core';
import { auditMigrations } from '@portal/audit';
import { claimsMigrations } from '@portal/claims';
import { contentMigrations } from '@portal/content';
import { plansMigrations } from '@portal/plans';
import { providersMigrations } from '@portal/providers';
import { apiMigrations } from '../migrations';

/**
 * Every domain's migrations in one list, ordered by name: a name starts with its creation time, so
 * this is the order they were written in and were applied to existing databases (the names recorded
 * in `mikro_orm_migrations` never change when a migration moves to its domain). Explicit imports, so
 * bundling cannot drop one.
 */
export function composeMigrations(...lists: MigrationObject[][]): MigrationObject[] {
  const all = lists.flat().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const twice = all.find((migration, i) => i > 0 && all[i - 1]?.name === migration.name);
  if (twice) throw new Error(`Migration ${twice.name} is listed twice`);
  return all;
}

export const migrationsList = composeMigrations(
  apiMigrations,
  auditMigrations,
  claimsMigrations,
  contentMigrations,
  plansMigrations,
  providersMigrations,
);
