import { glob } from 'node:fs/promises';
import { resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { runDemoSeed } from '../seed/demo-seed';
import { startTestApi, type TestApi } from '../testing/test-api';
import { migrate, roleOf } from './migrate';
import { ormConfig } from './orm-options';

const root = resolve(import.meta.dirname, '../../../..');
const TABLES = [
  'coverage',
  'plan',
  'plan_coverage',
  'member',
  'dependent',
  'provider',
  'office',
  'provider_coverage',
  'homepage',
  'benefits_office',
  'province',
  'legacy_profile',
  'legacy_office',
];

describe('database', () => {
  let api: TestApi;
  let orm: MikroORM;
  const query = <T = Record<string, unknown>>(sql: string) => orm.em.getConnection().execute<T[]>(sql);
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => [table, (await query<{ n: number }>(`select count(*)::int as n from "${table}"`))[0]?.n]),
      ),
    );

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
  });
  afterAll(() => api?.close());

  // Schema drift: an entity changed without a migration (or a migration edited by hand) fails here.
  // Seen by the owner: the runtime role is not shown the check constraints of tables it does not own.
  it('has a schema exactly matching the entities after running the committed migrations', async () => {
    const entities = [...orm.getMetadata().getAll().values()].filter((meta) => !meta.embeddable).map((meta) => meta.class);
    const asOwner = await MikroORM.init({ ...ormConfig(api.db.ownerUrl), entities });
    const drift = await asOwner.schema.getUpdateSchemaSQL({ wrap: false }).finally(() => asOwner.close());
    if (drift.trim()) {
      throw new Error(
        `The entities differ from the schema the committed migrations build. The difference:\n\n${drift.trim()}\n\n` +
          'Run `npm run migration:create -- <name>` to write the migration for this change, review it and commit it.',
      );
    }
  });

  it('finds every entity the API registers where the MikroORM CLI config looks (services/*/src/**/*.entity.ts)', async () => {
    const exported = new Set<unknown>();
    for await (const file of glob('services/*/src/**/*.entity.ts', { cwd: root })) {
      for (const value of Object.values(await import(resolve(root, file)))) exported.add(value);
    }
    const registered = [...orm.getMetadata().getAll().values()].filter((meta) => !meta.embeddable).map((meta) => meta.class);
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((entity) => !exported.has(entity)).map((entity) => entity.name)).toEqual([]);
  });

  it('creates the mail outbox, owned by @portal/server-mail (ADR 011)', async () => {
    expect(await query(`select to_regclass('mail_outbox') is not null as found`)).toEqual([{ found: true }]);
  });

  it('has nothing left to migrate the second time', async () => {
    expect(await migrate(api.db.ownerUrl, roleOf(api.db.runtimeUrl))).toEqual([]);
  });

  it('adds no duplicates when the demo seed runs again', async () => {
    const before = await counts();
    expect(before).toMatchObject({
      coverage: 6,
      plan: 4,
      member: 5,
      dependent: 2,
      provider: 4,
      office: 5,
      homepage: 1,
      benefits_office: 3,
      province: 14,
      legacy_profile: 2,
      legacy_office: 3,
    });
    await runDemoSeed(api.app);
    expect(await counts()).toEqual(before);
  });

  it('stores bank account numbers encrypted', async () => {
    const rows = await query<{ account_number_encrypted: string }>('select account_number_encrypted from office');
    expect(rows).toHaveLength(5);
    for (const { account_number_encrypted: sealed } of rows) {
      expect(sealed).toMatch(/^v1:/);
      expect(sealed).not.toContain('98765432');
    }
  });

  it('refuses malformed member ids, bank numbers and statuses at the database level', async () => {
    await expect(
      query(`insert into member (member_id, plan, firstname, lastname, dob) values ('12345', '110', 'A', 'B', '2000-01-01')`),
    ).rejects.toThrow(/member_member_id_check/);
    await expect(query(`update office set transit_number = '12a45'`)).rejects.toThrow(/office_transit_number_check/);
    await expect(query(`update provider set approval_status = 'Maybe'`)).rejects.toThrow(/provider_approval_status_check/);
  });

  it('keeps the audit log append-only, even for its owner', async () => {
    const owner = new pg.Client({ connectionString: api.db.ownerUrl });
    await owner.connect();
    try {
      await query(
        `insert into audit_entry (actor, action, subject_type, subject_id) values ('u1', 'member.read', 'member', '000123456')`,
      );
      await expect(owner.query(`update audit_entry set actor = 'someone-else'`)).rejects.toThrow(/append-only/);
      await expect(owner.query('delete from audit_entry')).rejects.toThrow(/append-only/);
      expect(await query(`select actor from audit_entry where subject_id = '000123456'`)).toEqual([{ actor: 'u1' }]);
    } finally {
      await owner.end();
    }
  });
});
