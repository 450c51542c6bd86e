import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { MikroOrmModuleSyncOptions } from '@mikro-orm/nestjs';
import { migrationsList } from '../migrations';

/** One ORM configuration for the server, the CLI and the tests; the schema changes only through migrations. */
export const ormOptions = (databaseUrl: string): MikroOrmModuleSyncOptions => ({
  driver: PostgreSqlDriver,
  clientUrl: databaseUrl,
  autoLoadEntities: true,
  metadataProvider: ReflectMetadataProvider,
  extensions: [Migrator],
  migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
  pool: { min: 0, max: 10 },
  ensureDatabase: false,
});
