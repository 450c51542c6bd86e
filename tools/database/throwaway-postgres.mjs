// A throwaway embedded PostgreSQL server under .cache (its data deleted when it stops), for the
// database suites (tools/jest/database-setup.mjs) and the migration generator.
import { register } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** Resolves with the server's superuser URL (`url`) and `stop`. */
export async function startThrowawayPostgres() {
  // The server's code is the product's TypeScript, loaded as MikroORM's CLI loads it.
  process.env.SWC_NODE_PROJECT ??= resolve(workspaceRoot, 'tsconfig.base.json');
  register('@swc-node/register/esm', pathToFileURL(`${workspaceRoot}/`));
  const [{ startPostgresServer }, { findFreePort }] = await Promise.all([
    import('../../libs/server-database/src/embedded-postgres.ts'),
    import('../../libs/server-database/src/free-port.ts'),
  ]);
  const dataDir = resolve(workspaceRoot, '.cache/throwaway-postgres', `${process.pid}-${Date.now()}`);
  return startPostgresServer({ dataDir, port: await findFreePort(), ephemeral: true });
}
