import { auditMigrations } from '@portal/audit';
import { claimsMigrations } from '@portal/claims';
import { contentMigrations } from '@portal/content';
import { paymentsMigrations } from '@portal/payments';
import { plansMigrations } from '@portal/plans';
import { providersMigrations } from '@portal/providers';
import { composeMigrations } from '@portal/server-database';
import { apiMigrations } from '../migrations';

/**
 * Every domain's migrations, ordered by name (@portal/server-database's composeMigrations). Each
 * domain keeps its own in `services/<domain>/src/migrations`; explicit imports, so bundling cannot
 * drop one.
 */
export const migrationsList = composeMigrations(
  apiMigrations,
  auditMigrations,
  claimsMigrations,
  contentMigrations,
  paymentsMigrations,
  plansMigrations,
  providersMigrations,
);
