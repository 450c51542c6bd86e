import { DEMO_LEGACY_UIDS } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { MIGRATIONS } from '../migrations';
import { seedDemoAccounts } from '../users/demo-seed';
import { UserRepository } from '../users/user-repository';
import { createDatabase, type Database } from './database';
import { migrate, pendingMigrations } from './migrate';

describe('migrations and the demo seed', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url);
  });

  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  it('applies each migration once, even when runs overlap', async () => {
    expect(await pendingMigrations(db)).toEqual(MIGRATIONS.map((migration) => migration.name));
    const runs = await Promise.all([migrate(db), migrate(db)]);
    expect(runs.flat()).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(await pendingMigrations(db)).toEqual([]);
    const { rows } = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name).every((name) => /^(identity|oidc|mail)_/.test(name))).toBe(true);
  });

  it('creates the eight demo accounts once', async () => {
    expect(await seedDemoAccounts(db)).toHaveLength(8);
    expect(await seedDemoAccounts(db)).toEqual([]);
    const provider = await new UserRepository(db).findByUsername('Provider');
    expect(provider).toMatchObject({ username: 'provider', role: 'Provider', oldUid: null });
    expect(provider?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await new UserRepository(db).findByUsername('newuser')).toMatchObject({ oldUid: DEMO_LEGACY_UIDS.newuser });
  });

  it('gives an existing newuser account its legacy oldUid, and leaves a set one alone', async () => {
    await db.query(`update identity_user set old_uid = null where username = 'newuser'`);
    await db.query(`update identity_user set old_uid = 'kept' where username = 'provider'`);
    expect(await seedDemoAccounts(db)).toEqual([]);
    const users = new UserRepository(db);
    expect(await users.findByUsername('newuser')).toMatchObject({ oldUid: DEMO_LEGACY_UIDS.newuser });
    expect(await users.findByUsername('provider')).toMatchObject({ oldUid: 'kept' });
    await db.query(`update identity_user set old_uid = null where username = 'provider'`);
  });

  it('refuses a second account whose username differs only in case', async () => {
    const users = new UserRepository(db);
    const account = {
      email: 'x@example.test',
      role: 'Administrator' as const,
      providerId: null,
      oldUid: null,
      password: 'x',
      emailConfirmed: true,
    };
    expect(await users.createIfAbsent({ ...account, username: 'Casey' })).toBe(true);
    expect(await users.createIfAbsent({ ...account, username: 'CASEY' })).toBe(false);
    await expect(
      db.query(
        `insert into identity_user (id, username, email, password_hash, role) values (gen_random_uuid(), 'casey', 'e', 'h', 'Provider')`,
      ),
    ).rejects.toThrow(/duplicate key/);
  });

  it('gives a Provider without provider_id the profile the API registered for its subject (provider.account_subject)', async () => {
    const users = new UserRepository(db);
    const account = {
      email: 'r@example.test',
      role: 'Provider' as const,
      providerId: null,
      oldUid: null,
      password: 'x',
      emailConfirmed: true,
    };
    expect(await users.createIfAbsent({ ...account, username: 'registrant' })).toBe(true);
    const user = await users.findByUsername('registrant');
    expect(await users.findById(user!.id)).toMatchObject({ providerId: null });
    // The providers domain's table and account lookups, as its migrations create them (same database in production).
    await db.query('create table provider (id uuid primary key, account_subject text unique)');
    await db.query(`create function provider_account_subject(p_provider_id text) returns text language sql stable
      as $$ select account_subject from provider where id::text = p_provider_id $$`);
    await db.query(`create function provider_of_account(p_subject text) returns text language sql stable
      as $$ select id::text from provider where account_subject = p_subject $$`);
    try {
      await db.query(`insert into provider (id, account_subject) values ('3f8a1c52-7d1e-4b6a-9c01-0000000000aa', $1)`, [
        user!.id,
      ]);
      expect(await users.findById(user!.id)).toMatchObject({ providerId: '3f8a1c52-7d1e-4b6a-9c01-0000000000aa' });
    } finally {
      await db.query('drop table provider cascade');
      await db.query('drop function provider_account_subject(text), provider_of_account(text)');
    }
  });
});
