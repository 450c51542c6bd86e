// A throwaway embedded PostgreSQL server under .cache (its data deleted when it stops), for the
// database suites (tools/jest/database-setup.mjs) and the migration generator.
import { resolve } from 'node:path';
// The product's own TypeScript, which uses Node builtins only: Node strips its types.
import { findFreePort } from '../../libs/server-database/src/free-port.ts';
import { startPostgresServer } from '../../libs/server-database/src/postgres-server.ts';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** Resolves with the server's superuser URL (`url`) and `stop`. */
export async function startThrowawayPostgres() {
  const dataDir = resolve(workspaceRoot, '.cache/throwaway-postgres', `${process.pid}-${Date.now()}`);
  return startPostgresServer({ dataDir, port: await findFreePort(), ephemeral: true });
}
