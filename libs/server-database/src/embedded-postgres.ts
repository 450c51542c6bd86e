import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgresOptions {
  /** Directory holding the data; omit for an in-memory database. */
  dataDir?: string;
  host?: string;
  port: number;
  /** Concurrent client connections; PGlite itself serialises transactions. */
  maxConnections?: number;
}

export interface EmbeddedPostgres {
  /** A `postgres://` URL any PostgreSQL client (MikroORM, pg) can use. */
  url: string;
  stop(): Promise<void>;
}

/** PGlite (PostgreSQL in WASM) behind the PostgreSQL wire protocol, so the production driver and SQL run unchanged. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const host = options.host ?? '127.0.0.1';
  if (options.dataDir) await mkdir(dirname(options.dataDir), { recursive: true });
  // pg_trgm: the providers list's substring search uses trigram indexes (migration provider-search-indexes).
  const db = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host, port: options.port, maxConnections: options.maxConnections ?? 64 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@${host}:${options.port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
