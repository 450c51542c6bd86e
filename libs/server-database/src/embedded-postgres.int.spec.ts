import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { urlAs } from './database-roles';
import { dumpNewCluster, startEmbeddedPostgres } from './embedded-postgres';
import { findFreePort } from './free-port';

const connect = async (connectionString: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
};

describe('embedded PostgreSQL', () => {
  it('serves the wire protocol and keeps data across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pglite-'));
    const dataDir = join(dir, 'nested', 'pglite');
    try {
      const first = await startEmbeddedPostgres({ dataDir, port: await findFreePort() });
      const client = await connect(first.ownerUrl);
      await client.query('create table t (id int primary key, name text)');
      await client.query(`insert into t values (1, 'kept')`);
      await client.end();
      await first.stop();

      const second = await startEmbeddedPostgres({ dataDir, port: await findFreePort() });
      const again = await connect(second.ownerUrl);
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

  it('answers many concurrent extended-protocol exchanges each with its own values', async () => {
    const server = await startEmbeddedPostgres({ port: await findFreePort() });
    const pool = new pg.Pool({ connectionString: server.url, max: 8 });
    try {
      // Distinct unnamed statements, values big enough that a Bind may arrive in several reads: another
      // client's Parse run in between would replace the statement the Bind is for. (The interleaving
      // that broke concurrent claim submissions, audit-chain.int.spec.ts, does not show here reliably.)
      const big = 'x'.repeat(256 * 1024);
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) => pool.query(`select $1::int + ${i * 1000} + 0 * length($2::text) as n`, [i, big])),
      );
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value.rows[0].n : r.reason.message))).toEqual(
        Array.from({ length: 40 }, (_, i) => i * 1001),
      );
    } finally {
      await pool.end();
      await server.stop();
    }
  });

  it('runs each connection as the role it logs in as: the owner, the runtime role, the superuser', async () => {
    const server = await startEmbeddedPostgres({ port: await findFreePort() });
    const owner = await connect(server.ownerUrl);
    const runtime = await connect(server.url);
    const superuser = await connect(urlAs(server.url, 'postgres'));
    try {
      await owner.query('create table kept (id int)');
      await owner.query('grant select, insert on kept to portal_app');
      const whoami = 'select current_user as role';
      // Interleaved on the one session: each statement as its own connection's role.
      expect((await runtime.query(whoami)).rows).toEqual([{ role: 'portal_app' }]);
      expect((await owner.query(whoami)).rows).toEqual([{ role: 'portal_owner' }]);
      expect((await superuser.query(whoami)).rows).toEqual([{ role: 'postgres' }]);
      await runtime.query('insert into kept values (1)');
      await expect(runtime.query('delete from kept')).rejects.toThrow(/permission denied/);
      await expect(runtime.query('truncate kept')).rejects.toThrow(/permission denied/);
      await expect(runtime.query('alter table kept add column x int')).rejects.toThrow(/must be owner/);
      await expect(runtime.query('create table mine (id int)')).rejects.toThrow(/permission denied for schema public/);
      await owner.query('delete from kept');
      await expect(connect(urlAs(server.url, 'nobody'))).rejects.toThrow(/role "nobody" does not exist/);
    } finally {
      await Promise.all([owner.end(), runtime.end(), superuser.end()]);
      await server.stop();
    }
  });

  it('keeps a transaction on its connection and role, and rolls back what a closed connection left open', async () => {
    const server = await startEmbeddedPostgres({ port: await findFreePort() });
    const owner = await connect(server.ownerUrl);
    const runtime = await connect(server.url);
    try {
      await owner.query('create table counted (id int)');
      await owner.query('begin');
      await owner.query('insert into counted values (1)');
      const waiting = runtime.query('select current_user as role');
      await owner.query('insert into counted values (2)');
      await owner.end();
      expect((await waiting).rows).toEqual([{ role: 'portal_app' }]);
      const superuser = await connect(urlAs(server.url, 'postgres'));
      expect((await superuser.query('select count(*)::int as n from counted')).rows).toEqual([{ n: 0 }]);
      await superuser.end();
    } finally {
      await runtime.end();
      await server.stop();
    }
  });

  it('gives the owner what an earlier version created as the superuser', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pglite-'));
    try {
      const before = await PGlite.create({ dataDir: dir });
      await before.exec(`create table legacy (id serial primary key);
        create function legacy_fn() returns trigger as $$ begin return new; end; $$ language plpgsql;`);
      await before.close();
      const server = await startEmbeddedPostgres({ dataDir: dir, port: await findFreePort() });
      const owner = await connect(server.ownerUrl);
      try {
        const { rows } = await owner.query(
          `select (select relowner::regrole::text from pg_class where relname = 'legacy') as tab,
             (select relowner::regrole::text from pg_class where relname = 'legacy_id_seq') as seq,
             (select proowner::regrole::text from pg_proc where proname = 'legacy_fn') as fn`,
        );
        expect(rows).toEqual([{ tab: 'portal_owner', seq: 'portal_owner', fn: 'portal_owner' }]);
        await owner.query('alter table legacy add column name text');
      } finally {
        await owner.end();
        await server.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('starts from a dumped cluster, with its data and without a data directory', async () => {
    const before = await PGlite.create();
    await before.exec(`create table dumped (name text); insert into dumped values ('carried over');`);
    const dump = await before.dumpDataDir('none');
    await before.close();
    const server = await startEmbeddedPostgres({ port: await findFreePort(), loadDataDir: dump });
    const owner = await connect(server.ownerUrl);
    try {
      expect((await owner.query('select name from dumped')).rows).toEqual([{ name: 'carried over' }]);
    } finally {
      await owner.end();
      await server.stop();
    }
  });

  it('dumps a new cluster that starts empty', async () => {
    const server = await startEmbeddedPostgres({ port: await findFreePort(), loadDataDir: await dumpNewCluster() });
    const owner = await connect(server.ownerUrl);
    try {
      const { rows } = await owner.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await owner.end();
      await server.stop();
    }
  });
});
