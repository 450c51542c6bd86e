import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { AuditChainVerifier } from '@portal/audit';
import { Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createTestDatabase } from '@portal/testing';
import pg from 'pg';
import { ormConfig } from '../database/orm-options';
import { startTestApi, type TestApi } from '../testing/test-api';
import { auditVerifyReport, EXIT_AUDIT_ALTERED } from './audit-verify-report';

const OWN = DEMO_PROVIDER_IDS.provider;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('tamper-evident audit log (hash chains, audit:verify)', () => {
  let api: TestApi;
  /** The database's superuser: what an operator who wanted to hide something would use. */
  let owner: pg.Client;

  /** What `cli.js audit:verify` prints and exits with, and the problems found. */
  const verify = async () => {
    const report = await api.app.get(AuditChainVerifier).verify();
    return { ...auditVerifyReport(report), problems: report.problems };
  };

  /** Changes audit_entry behind the append-only trigger, as only the table's owner can. */
  const tamper = async (sql: string, params: unknown[]) => {
    await owner.query('begin');
    await owner.query('alter table audit_entry disable trigger audit_entry_append_only');
    await owner.query(sql, params);
    await owner.query('alter table audit_entry enable trigger audit_entry_append_only');
    await owner.query('commit');
  };
  /** An entry in the middle of a chain: neither its first nor its last. */
  const middleEntry = async () => {
    const { rows } = await owner.query<{ id: string; chain: number; seq: string; actor: string }>(
      `select id::text, chain, seq::text, actor from audit_entry e
       where seq > 1 and exists (select 1 from audit_entry n where n.chain = e.chain and n.seq = e.seq + 1)
       order by id limit 1`,
    );
    expect(rows[0]).toBeDefined();
    return rows[0] as { id: string; chain: number; seq: string; actor: string };
  };

  beforeAll(async () => {
    api = await startTestApi();
    owner = new pg.Client({ connectionString: api.db.url });
    await owner.connect();
    const provider = await api.token(Role.Provider, OWN);
    const { rows } = await owner.query<{ id: string }>(
      `select id from office where provider_id = $1 and office_name = 'Harbour Clinic'`,
      [OWN],
    );
    const { rows: coverages } = await owner.query<{ id: number }>(`select id from coverage where name = 'Chiropractic'`);
    // Concurrent writers: member searches (unit of work), claim submissions (one statement with two entries), claim reads.
    const requests = Array.from({ length: 30 }, (_, i) => {
      if (i % 3 === 0) return api.get('/api/member?memberId=123456', provider);
      if (i % 3 === 1) return api.get('/api/claims?limit=100', provider);
      return api.app.inject({
        method: 'POST',
        url: '/api/claims',
        headers: { authorization: `Bearer ${provider}`, 'idempotency-key': randomUUID() },
        payload: {
          officeId: rows[0]?.id,
          memberId: '123456',
          expenses: [{ patientId: '00', expenseDate: daysAgo(1), coverageId: coverages[0]?.id, amount: 10 + i }],
        },
      });
    });
    for (const response of await Promise.all(requests)) expect(response.statusCode).toBeLessThan(300);
  });
  afterAll(async () => {
    await owner?.end();
    await api?.close();
  });

  it('puts concurrent writers in gapless chains that verify, and says so with the count', async () => {
    const { rows } = await owner.query<{ chain: number; entries: number; last: number }>(
      'select chain, count(*)::int as entries, max(seq)::int as last from audit_entry group by chain',
    );
    expect(rows.reduce((total, row) => total + row.entries, 0)).toBeGreaterThanOrEqual(30);
    for (const row of rows) expect(row.last).toBe(row.entries);
    const { text, exitCode, problems } = await verify();
    expect(problems).toEqual([]);
    expect(exitCode).toBe(0);
    expect(text).toMatch(/^Audit log intact: \d+ entries in \d chains?\./);
  });

  it("recomputes each hash from the entry's content, the same way the trigger does", async () => {
    const { rows } = await owner.query<{ hash: string }>(
      `insert into audit_entry (actor, acting_as, action, subject_type, subject_id, request_id)
       values ('ünïcode ✓', null, 'member.read', 'member', '000123456', '') returning encode(hash, 'hex') as hash`,
    );
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await verify()).problems).toEqual([]);
  });

  it('names an entry whose content was altered, and exits non-zero', async () => {
    const entry = await middleEntry();
    await tamper('update audit_entry set actor = $1 where id = $2', ['someone-else', entry.id]);
    const { text, exitCode, problems } = await verify();
    expect(problems).toEqual([expect.objectContaining({ kind: 'altered', id: entry.id, chain: entry.chain, seq: entry.seq })]);
    expect(exitCode).toBe(EXIT_AUDIT_ALTERED);
    expect(text).toContain(`Audit entry ${entry.id} (chain ${entry.chain}, position ${entry.seq}) does not match its hash`);

    await tamper('update audit_entry set actor = $1 where id = $2', [entry.actor, entry.id]);
    expect((await verify()).exitCode).toBe(0);
  });

  it('reports the end of a chain removed, from how far a later entry of the next chain saw it', async () => {
    // Two appends in a row: the second, in the next chain, sees how far the first one's chain has come.
    for (const actor of ['first', 'second'])
      await owner.query(`insert into audit_entry (actor, action, subject_type, subject_id) values ($1, 'x.test', 'test', '1')`, [
        actor,
      ]);
    const { rows } = await owner.query<{ id: string; chain: number; seq: string }>(
      `select t.id::text, t.chain, t.seq::text from audit_entry t
       where not exists (select from audit_entry n where n.chain = t.chain and n.seq > t.seq)
         and exists (select from audit_entry w where w.chain = (t.chain + 1) % 8 and w.witness_seq >= t.seq)
       order by t.id desc limit 1`,
    );
    const end = rows[0] as { id: string; chain: number; seq: string };
    await tamper('delete from audit_entry where id = $1', [end.id]);
    const { text, exitCode, problems } = await verify();
    expect(problems).toEqual([expect.objectContaining({ kind: 'missing', chain: end.chain, seq: end.seq })]);
    expect(exitCode).toBe(EXIT_AUDIT_ALTERED);
    expect(text).toMatch(
      new RegExp(
        `Audit chain ${end.chain} ends at position ${BigInt(end.seq) - 1n}, but entry \\d+ \\(chain ${(end.chain + 1) % 8}\\) saw it at ${end.seq}: position ${end.seq} deleted`,
      ),
    );
  });

  it('reports a deleted entry as missing from its chain', async () => {
    const entry = await middleEntry();
    const { rows } = await owner.query<{ id: string }>('select id::text from audit_entry where chain = $1 and seq = $2 + 1', [
      entry.chain,
      entry.seq,
    ]);
    await tamper('delete from audit_entry where id = $1', [entry.id]);
    const { text, exitCode, problems } = await verify();
    expect(problems).toContainEqual(
      expect.objectContaining({ kind: 'missing', chain: entry.chain, seq: entry.seq, id: rows[0]?.id }),
    );
    expect(exitCode).toBe(EXIT_AUDIT_ALTERED);
    expect(text).toContain(`Audit chain ${entry.chain} is missing position ${entry.seq}, before entry ${rows[0]?.id}`);
  });
});

describe('the migration that chains the audit log', () => {
  it('chains the entries written before it, oldest first', async () => {
    const db = await createTestDatabase();
    const orm = await MikroORM.init({ ...ormConfig(db.ownerUrl), entities: [], discovery: { warnWhenNoEntities: false } });
    try {
      await orm.migrator.up({ to: 'Migration20261123101044_claim_name_prefix_indexes' });
      await orm.em.getConnection().execute(
        `insert into audit_entry (id, actor, action, subject_type, subject_id, at) values
           (7, 'a', 'provider.suspend', 'provider', 'p1', '2026-01-02T03:04:05.678901Z'),
           (3, 'b', 'member.read', 'member', '000123456', '2026-01-01T00:00:00Z'),
           (12, 'c', 'claim.submit', 'claim', '1', '2026-01-03T00:00:00Z')`,
      );
      await orm.migrator.up();
      const rows = await orm.em
        .getConnection()
        .execute<{ id: string; seq: string; at: string }[]>(
          `select id::text, seq::text, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at from audit_entry order by seq`,
        );
      expect(rows.map((row) => [row.id, row.seq])).toEqual([
        ['3', '1'],
        ['7', '2'],
        ['12', '3'],
      ]);
      expect(rows[1]?.at).toBe('2026-01-02T03:04:05.678901');
      const report = await new AuditChainVerifier(orm.em).verify();
      expect(report).toMatchObject({ entries: 3, problems: [], heads: [expect.objectContaining({ length: '3' })] });
    } finally {
      await orm.close();
      await db.drop();
    }
  });
});
