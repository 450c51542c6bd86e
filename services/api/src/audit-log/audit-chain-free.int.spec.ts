import { MikroORM } from '@mikro-orm/postgresql';
import { AUDIT_CHAINS, AuditChainVerifier } from '@portal/audit';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import pg from 'pg';
import { migrate, roleOf } from '../database/migrate';
import { ormConfig } from '../database/orm-options';

const append = (client: pg.Client, subject: string) =>
  client.query(`insert into audit_entry (actor, action, subject_type, subject_id) values ('u1', 'member.read', 'member', $1)`, [
    subject,
  ]);

describe('the audit chain trigger under concurrent writers', () => {
  let database: TestDatabase;
  /** Holds chain locks, as transactions in the middle of their audit appends would. */
  let holder: pg.Client;
  let writer: pg.Client;
  const holdChains = async (chains: number[]) => {
    await holder.query('begin');
    for (const chain of chains) await holder.query(`select pg_advisory_xact_lock(hashtext('audit_entry'), $1)`, [chain]);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrate(database.ownerUrl, roleOf(database.runtimeUrl));
    holder = new pg.Client({ connectionString: database.runtimeUrl });
    writer = new pg.Client({ connectionString: database.runtimeUrl });
    await holder.connect();
    await writer.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await writer?.end();
    await database?.drop();
  });

  it('writes into the next free chain at once when its own is taken, all of a transaction in one chain', async () => {
    await writer.query(`set lock_timeout = '2s'`);
    await writer.query('begin');
    const { rows: xact } = await writer.query<{ id: string }>('select pg_current_xact_id()::text as id');
    const own = Number(BigInt(xact[0]?.id ?? '') % BigInt(AUDIT_CHAINS));
    const free = (own + 1) % AUDIT_CHAINS;
    await holdChains(Array.from({ length: AUDIT_CHAINS }, (_, chain) => chain).filter((chain) => chain !== free));
    await append(writer, 'free-1');
    await append(writer, 'free-2');
    await writer.query('commit');
    await holder.query('commit');
    const { rows } = await writer.query<{ subject_id: string; chain: number; seq: string }>(
      `select subject_id, chain, seq::text from audit_entry where subject_id like 'free-%' order by id`,
    );
    expect(rows.map((row) => row.chain)).toEqual([free, free]);
    expect(Number(rows[1]?.seq)).toBe(Number(rows[0]?.seq) + 1);
  });

  it('waits for its own chain when every chain is taken, then chains after the entry committed there', async () => {
    await holdChains(Array.from({ length: AUDIT_CHAINS }, (_, chain) => chain));
    await writer.query(`set lock_timeout = '0'`);
    let done = false;
    const waiting = append(writer, 'waited').then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(done).toBe(false);
    await holder.query('commit');
    await waiting;
    const orm = await MikroORM.init({ ...ormConfig(database.url), entities: [], discovery: { warnWhenNoEntities: false } });
    try {
      const report = await new AuditChainVerifier(orm.em).verify();
      expect(report.problems).toEqual([]);
      expect(report.entries).toBeGreaterThanOrEqual(3);
    } finally {
      await orm.close();
    }
  });
});
