import pg from 'pg';
import { createTestDatabase } from './test-database';

describe('createTestDatabase', () => {
  it('gives an empty database that accepts SQL and is gone after drop', async () => {
    const db = await createTestDatabase();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    await client.end();
    await db.drop();
    expect(rows[0].n).toBe(0);
    expect(db.kind).toBe(process.env['DATABASE_URL'] ? 'postgresql' : 'pglite');
  });
});
