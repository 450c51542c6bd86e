import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { urlAs } from './database-roles';
import { startEmbeddedPostgres } from './embedded-postgres';
import { findFreePort } from './free-port';

const connect = async (connectionString: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
};

describe('embedded PostgreSQL', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'embedded-postgres-'));
    // As root the server runs as the `postgres` user, who must reach the data directory.
    await chmod(dir, 0o755);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('initialises a cluster once and keeps its data across restarts', async () => {
    const dataDir = join(dir, 'nested', 'postgres');
    const first = await startEmbeddedPostgres({ dataDir, port: await findFreePort() });
    const client = await connect(first.ownerUrl);
    await client.query('create table t (id int primary key, name text)');
    await client.query(`insert into t values (1, 'kept')`);
    await client.end();
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port: await findFreePort() });
    const again = await connect(second.ownerUrl);
    const { rows } = await again.query('select name, version() like $1 as eighteen from t where id = 1', ['PostgreSQL 18.%']);
    await again.end();
    await second.stop();
    expect(rows).toEqual([{ name: 'kept', eighteen: true }]);
  });

  it('logs each connection in as its role: the owner, the runtime role, the superuser, no other', async () => {
    const server = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres'), port: await findFreePort(), ephemeral: true });
    const owner = await connect(server.ownerUrl);
    const runtime = await connect(server.url);
    const superuser = await connect(urlAs(server.url, 'postgres'));
    try {
      await owner.query('create table kept (id int)');
      await owner.query('grant select, insert on kept to portal_app');
      const whoami = 'select current_user as role';
      expect((await runtime.query(whoami)).rows).toEqual([{ role: 'portal_app' }]);
      expect((await owner.query(whoami)).rows).toEqual([{ role: 'portal_owner' }]);
      expect((await superuser.query(whoami)).rows).toEqual([{ role: 'postgres' }]);
      await runtime.query('insert into kept values (1)');
      await expect(runtime.query('delete from kept')).rejects.toThrow(/permission denied/);
      await expect(runtime.query('alter table kept add column x int')).rejects.toThrow(/must be owner/);
      await expect(runtime.query('create table mine (id int)')).rejects.toThrow(/permission denied for schema public/);
      await expect(runtime.query('reset role; delete from kept')).rejects.toThrow(/permission denied/);
      await expect(connect(urlAs(server.url, 'nobody'))).rejects.toThrow(/role "nobody" does not exist/);
    } finally {
      await Promise.all([owner.end(), runtime.end(), superuser.end()]);
      await server.stop();
    }
  });

  it('deletes a throwaway cluster when it stops', async () => {
    const dataDir = join(dir, 'throwaway');
    const server = await startEmbeddedPostgres({ dataDir, port: await findFreePort(), ephemeral: true });
    await server.stop();
    await expect(rm(dataDir)).rejects.toThrow(/ENOENT/);
  });
});
