import { resolve } from 'node:path';
import type { Options } from '@mikro-orm/postgresql';
import { PortalMigrationGenerator } from './migration-generator';

/**
 * The MikroORM CLI's settings for `npm run migration:create -- <domain> <name>`
 * (tools/migrations/create-migration.mjs): `config` (the server's ORM settings, with every domain's
 * migrations) compared with the entities of every service, a new migration written into
 * `services/<domain>/src/migrations` and registered in its index.ts.
 */
export function migrationCliConfig(config: Options, root: string, domain: string): Options {
  if (!/^[a-z][a-z-]*$/.test(domain)) throw new Error(`Not a domain name: ${domain}`);
  return {
    ...config,
    baseDir: root,
    // The server registers entities through each domain module; the CLI finds the same classes by file
    // name (the API's database.int.spec.ts checks that both see the same set).
    entities: ['services/*/src/**/*.entity.ts'],
    migrations: {
      ...config.migrations,
      path: resolve(root, 'services', domain, 'src/migrations'),
      emit: 'ts',
      generator: PortalMigrationGenerator,
      silent: false,
    },
  };
}
