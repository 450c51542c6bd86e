import { Migrator } from '@mikro-orm/migrations';
import type { Options } from '@mikro-orm/postgresql';
import type { MikroOrmModuleSyncOptions } from '@mikro-orm/nestjs';
import { ormConnectionOptions } from '@portal/server-database';
import { migrationsList } from './migrations-list';

/**
 * Tables the API's migrations create without entities: the mail outbox belongs to @portal/server-mail
 * (ADR 011), the per-provider counters to rate-limiter-flexible's Postgres store.
 */
const TABLES_WITHOUT_ENTITIES = ['mail_outbox', 'api_rate_limit'];

/** The ORM settings shared by the server, the tests and the MikroORM CLI config (`services/api/mikro-orm.config.ts`). */
export const ormConfig = (databaseUrl: string) =>
  ({
    ...ormConnectionOptions(databaseUrl),
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // The SQL functions a domain publishes to other processes (ADR 033: the identity server's provider
    // lookups and audit append) are written by that domain's migrations, not declared as routines: the
    // schema generator leaves them alone.
    schemaGenerator: { skipTables: TABLES_WITHOUT_ENTITIES, ignoreRoutines: true },
  }) satisfies Options;

/** One ORM configuration for the server, the CLI and the tests; the schema changes only through migrations. */
export const ormOptions = (databaseUrl: string): MikroOrmModuleSyncOptions => ({
  ...ormConfig(databaseUrl),
  autoLoadEntities: true,
});
