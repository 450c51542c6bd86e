// The MikroORM CLI's configuration for the API's schema (`npx mikro-orm <command>` from the repository
// root; TypeScript is loaded by @swc-node/register, see "mikro-orm" in the root package.json).
// `npm run migration:create -- <name>` runs it against a throwaway database that has every committed
// migration applied (tools/migrations/create-migration.mjs); see CONTRIBUTING.md. A new migration is
// written to the domain named by MIGRATION_DOMAIN (`claims`: services/claims/src/migrations), to the
// API's own list when unset.
import { resolve } from 'node:path';
import { defineConfig } from '@mikro-orm/postgresql';
import { PortalMigrationGenerator } from './src/database/migration-generator';
import { ormConfig } from './src/database/orm-options';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl)
  throw new Error('The MikroORM CLI needs DATABASE_URL (postgres://...): the database to compare the entities with');

const config = ormConfig(databaseUrl);

export default defineConfig({
  ...config,
  baseDir: resolve(import.meta.dirname, '../..'),
  // The server registers entities through each domain module; the CLI finds the same classes by file
  // name (database.int.spec.ts checks that both see the same set).
  entities: ['services/*/src/**/*.entity.ts'],
  migrations: {
    ...config.migrations,
    path: resolve(import.meta.dirname, '..', process.env['MIGRATION_DOMAIN'] ?? 'api', 'src/migrations'),
    emit: 'ts',
    generator: PortalMigrationGenerator,
    silent: false,
  },
});
