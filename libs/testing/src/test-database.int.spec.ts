import pg from 'pg';
import { createTestDatabase } from './test-database';

describe('createTestDatabase', () => {
  it('gives an empty database that accepts SQL and is gone after drop', async () => {
    const db = await createTestDatabase();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    await client.end();
    await db.drop();
    expect(rows[0].n).toBe(0);
  });
});

describe('createTestDatabase roles', () => {
  it('gives the owner and the runtime role, created once for test files that run at the same time', async () => {
    const dbs = await Promise.all([createTestDatabase(), createTestDatabase(), createTestDatabase()]);
    try {
      for (const db of dbs) {
        const owner = new pg.Client({ connectionString: db.ownerUrl });
        const runtime = new pg.Client({ connectionString: db.runtimeUrl });
        await Promise.all([owner.connect(), runtime.connect()]);
        try {
          await owner.query('create table t (id int)');
          expect((await owner.query('select current_user as role')).rows).toEqual([{ role: 'portal_owner' }]);
          expect((await runtime.query('select current_user as role')).rows).toEqual([{ role: 'portal_app' }]);
          await expect(runtime.query('select * from t')).rejects.toThrow(/permission denied/);
        } finally {
          await Promise.all([owner.end(), runtime.end()]);
        }
      }
    } finally {
      await Promise.all(dbs.map((db) => db.drop()));
    }
  });
});
