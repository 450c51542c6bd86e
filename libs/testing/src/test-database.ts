import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { findFreePort, startEmbeddedPostgres } from '@portal/server-database';

export interface TestDatabase {
  url: string;
  /** 'postgresql' when DATABASE_URL points at a server, 'pglite' otherwise. */
  kind: 'postgresql' | 'pglite';
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database on the PostgreSQL server named by
 * DATABASE_URL, or an in-memory embedded PGlite when it is unset.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({ port: await findFreePort() });
    return { url: embedded.url, kind: 'pglite', drop: () => embedded.stop() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'postgresql',
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
