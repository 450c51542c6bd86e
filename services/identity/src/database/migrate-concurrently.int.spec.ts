import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { MIGRATIONS } from '../migrations';
import { createDatabase, type Database } from './database';
import { migrate } from './migrate';

/** A non-transactional migration as CONTRIBUTING shows it. */
describe('identity migrate under the migration lock', () => {
  let database: TestDatabase;
  let db: Database;
  const migrations = [
    ...MIGRATIONS,
    {
      name: '9999-user-created-at-index',
      up: 'create index concurrently if not exists identity_user_created_at_test_index on identity_user (created_at)',
      transactional: false,
    },
  ];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.ownerUrl);
  });
  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  it('applies each migration once when two runs start together, the concurrent index outside a transaction', async () => {
    const runs = await Promise.all([migrate(db, migrations), migrate(db, migrations)]);
    expect(runs.map((run) => run.length).sort((a, b) => a - b)).toEqual([0, migrations.length]);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from identity_migrations');
    expect(rows).toEqual([{ n: migrations.length }]);
    const index = await db.query(
      `select indisvalid from pg_index where indexrelid = 'identity_user_created_at_test_index'::regclass`,
    );
    expect(index.rows).toEqual([{ indisvalid: true }]);
  });
});
