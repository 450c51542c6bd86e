import { resolve } from 'node:path';
import { stopOnSignals } from '@portal/server-core';
import { startEmbeddedPostgres } from '@portal/server-database';

// dist/embedded-db.js lives in services/api/dist, three levels below the repository root.
const repoRoot = resolve(import.meta.dirname, '../../..');

async function main(): Promise<void> {
  const dataDir = process.env['EMBEDDED_DB_DIR'] ?? resolve(repoRoot, '.data/postgres');
  const port = Number(process.env['EMBEDDED_DB_PORT'] ?? 5433);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`EMBEDDED_DB_PORT must be a port number, got ${process.env['EMBEDDED_DB_PORT']}`);
  const db = await startEmbeddedPostgres({ dataDir, port });
  stopOnSignals(() => db.stop());
  // The services' URL (the runtime role), then the migrations' (the owner): tools/start/start.mjs reads both.
  console.log(`embedded-db ready ${db.url} owner ${db.ownerUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
