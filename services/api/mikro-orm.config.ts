// The MikroORM CLI's configuration (`npx mikro-orm <command>` from the repository root; TypeScript is
// loaded by @swc-node/register, see "mikro-orm" in the root package.json): @portal/server-database's
// migration settings and generator over the API's ORM settings, which compose every domain's
// migrations. `npm run migration:create -- <domain> <name>` runs it against a throwaway database with
// every committed migration applied (tools/migrations/create-migration.mjs) and MIGRATION_DOMAIN set:
// the new migration goes to that domain's folder.
import { resolve } from 'node:path';
import { defineConfig } from '@mikro-orm/postgresql';
import { migrationCliConfig } from '@portal/server-database';
import { ormConfig } from './src/database/orm-options';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl)
  throw new Error('The MikroORM CLI needs DATABASE_URL (postgres://...): the database to compare the entities with');
const domain = process.env['MIGRATION_DOMAIN'];
if (!domain) throw new Error('The MikroORM CLI needs MIGRATION_DOMAIN: the domain whose folder gets a new migration');

export default defineConfig(migrationCliConfig(ormConfig(databaseUrl), resolve(import.meta.dirname, '../..'), domain));
