import { Migration } from '@mikro-orm/migrations';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import pg from 'pg';
import { migrationsList } from './migrations-list';
import { migrate, roleOf } from './migrate';

/** A migration as CONTRIBUTING shows it: an index built without locking writes, outside any transaction. */
class ConcurrentIndex extends Migration {
  override name = 'Migration29991231000000_concurrent_index';

  override isTransactional(): boolean {
    return false;
  }

  override up(): void {
    this.addSql(`create index concurrently if not exists "claim_updated_at_test_index" on "claim" ("updated_at");`);
  }
}

/** Two migration Jobs started at once. */
describe('migrate under the migration lock', () => {
  let database: TestDatabase;
  let db: pg.Client;
  const migrations = [...migrationsList, { name: 'Migration29991231000000_concurrent_index', class: ConcurrentIndex }];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  it('serialises two concurrent runs on a fresh database: one applies everything once, the other finds nothing to do', async () => {
    const runtime = roleOf(database.runtimeUrl);
    const runs = await Promise.all([
      migrate(database.ownerUrl, runtime, migrations),
      migrate(database.ownerUrl, runtime, migrations),
    ]);
    const names = migrations.map((migration) => migration.name);
    expect(runs.map((run) => run.length).sort((a, b) => a - b)).toEqual([0, names.length]);
    expect(runs.flat()).toEqual(names);

    const { rows } = await db.query<{ name: string; n: number }>(
      'select name, count(*)::int as n from mikro_orm_migrations group by name order by name',
    );
    expect(rows).toEqual([...names].sort().map((name) => ({ name, n: 1 })));
    const index = await db.query(`select indisvalid from pg_index where indexrelid = 'claim_updated_at_test_index'::regclass`);
    expect(index.rows).toEqual([{ indisvalid: true }]);
    expect(await migrate(database.ownerUrl, runtime, migrations)).toEqual([]);
  });
});
