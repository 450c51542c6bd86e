import pg from 'pg';
import { runSql } from './sql';

/**
 * The product's one migration lock: the API's and the identity service's `migrate` both take it, so
 * two migration Jobs (or pods) started at once apply each migration once, one after the other, and the
 * second finds nothing left to do. A fixed number, not `hashtext(...)`, whose result PostgreSQL does
 * not promise to keep across versions.
 */
export const MIGRATION_LOCK_KEY = 4_817_200_318_201_118n;

const RETRY_MS = 250;

/**
 * Polls `pg_try_advisory_lock` rather than blocking in `pg_advisory_lock`: a waiting statement holds a
 * snapshot, and `create index concurrently` in the holder's run waits for every older snapshot to go,
 * so a blocked waiter and the holder would wait on each other forever.
 */
async function lock(client: pg.ClientBase, key: string): Promise<void> {
  for (;;) {
    const [row] = await runSql<{ locked: boolean }>(client, { sql: 'select pg_try_advisory_lock(?) as locked', params: [key] });
    if (row?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/**
 * Runs `work` while holding the session-level advisory lock on a connection of its own (a new one to
 * the URL, or one taken from the pool), waiting for another holder to finish. The migrations run on
 * other connections, each in its transaction or in none (`create index concurrently`); should the
 * process die, PostgreSQL releases the lock with its connection.
 */
export async function withMigrationLock<T>(database: string | pg.Pool, work: () => Promise<T>): Promise<T> {
  const key = MIGRATION_LOCK_KEY.toString();
  let client: pg.Client | pg.PoolClient;
  if (typeof database === 'string') {
    client = new pg.Client({ connectionString: database, application_name: 'portal-migrate-lock' });
    await client.connect();
  } else client = await database.connect();
  try {
    await lock(client, key);
    try {
      return await work();
    } finally {
      // At once, rather than when the server notices the connection's end: a waiter polls for it.
      await runSql(client, { sql: 'select pg_advisory_unlock(?)', params: [key] });
    }
  } finally {
    if ('release' in client) client.release(true);
    else await client.end();
  }
}
