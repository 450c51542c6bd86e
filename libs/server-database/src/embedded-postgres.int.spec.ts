import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { findFreePort } from './free-port';

describe('embedded PostgreSQL', () => {
  it('serves the wire protocol and keeps data across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pglite-'));
    const dataDir = join(dir, 'nested', 'pglite');
    try {
      const first = await startEmbeddedPostgres({ dataDir, port: await findFreePort() });
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query('create table t (id int primary key, name text)');
      await client.query(`insert into t values (1, 'kept')`);
      await client.end();
      await first.stop();

      const second = await startEmbeddedPostgres({ dataDir, port: await findFreePort() });
      const again = new pg.Client({ connectionString: second.url });
      await again.connect();
      const { rows } = await again.query('select name from t where id = 1');
      await again.end();
      await second.stop();
      expect(rows).toEqual([{ name: 'kept' }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves several connections at once', async () => {
    const server = await startEmbeddedPostgres({ port: await findFreePort() });
    const clients = Array.from({ length: 3 }, () => new pg.Client({ connectionString: server.url }));
    try {
      await Promise.all(clients.map((c) => c.connect()));
      const results = await Promise.all(clients.map((c, i) => c.query('select $1::int as n', [i])));
      expect(results.map((r) => r.rows[0].n)).toEqual([0, 1, 2]);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
      await server.stop();
    }
  });
});
