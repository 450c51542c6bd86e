import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';

/**
 * How every process reaching the product's database through MikroORM connects and reads entity
 * metadata: the API (which adds its migrations) and the worker (which composes the domain modules it
 * runs). The schema changes only through the API's migrations.
 */
export const ormConnectionOptions = (databaseUrl: string, poolMax = 10) =>
  ({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    metadataProvider: ReflectMetadataProvider,
    pool: { min: 0, max: poolMax },
    ensureDatabase: false,
  }) satisfies Options;
