import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createRoleSql, OWNER_ROLE, RUNTIME_ROLE, urlAs } from '@portal/server-database';

export interface TestDatabase {
  /** As the server's superuser: anything goes. */
  url: string;
  /** As the database's owner (`portal_owner`): what migrations run as. */
  ownerUrl: string;
  /** As the runtime role (`portal_app`): what the API runs as, once migrations granted it its privileges. */
  runtimeUrl: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file, owned by the owner role, on the PostgreSQL server named
 * by DATABASE_URL: CI's, or the embedded server Jest's globalSetup (tools/jest/database-setup.mjs)
 * starts for the run. The roles are created if missing: they are cluster-wide, shared by every test file.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) throw new Error('No DATABASE_URL: run the suite through Jest, whose globalSetup starts a server, or name one');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // The roles log in with the server URL's password, if it has one.
  const password = new URL(serverUrl).password;
  const passwordLiteral = password ? admin.escapeLiteral(decodeURIComponent(password)) : null;
  for (const role of [OWNER_ROLE, RUNTIME_ROLE]) await admin.query(createRoleSql(role, passwordLiteral));
  await admin.query(`create database "${name}" owner ${OWNER_ROLE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    ownerUrl: urlAs(url.toString(), OWNER_ROLE),
    runtimeUrl: urlAs(url.toString(), RUNTIME_ROLE),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
