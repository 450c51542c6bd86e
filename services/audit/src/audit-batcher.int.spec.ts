import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { startTestApi, type TestApi } from '@portal/api/testing';
import { AuditBatcher } from './audit-batcher';
import type { AuditRecord } from './audit.service';

describe('AuditBatcher (group commit for audited reads)', () => {
  let api: TestApi;
  let batcher: AuditBatcher;
  let owner: pg.Client;

  const entries = (requestId: string, ...subjects: string[]): AuditRecord[] =>
    subjects.map((subjectId) => ({
      actor: 'admin-1',
      actingAs: 'provider-1',
      action: 'test.batch',
      subjectType: 'test',
      subjectId,
      requestId,
    }));
  const written = async (...requestIds: string[]) =>
    api.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ chain: number; seq: string; actor: string; acting_as: string; subject_id: string; request_id: string }[]>(
        `select chain, seq::text, actor, acting_as, subject_id, request_id from audit_entry
         where action = 'test.batch' and request_id in (${requestIds.map(() => '?').join(', ')}) order by chain, seq`,
        requestIds,
      );

  beforeAll(async () => {
    api = await startTestApi();
    batcher = api.app.get(AuditBatcher);
    owner = new pg.Client({ connectionString: api.db.ownerUrl });
    await owner.connect();
  });
  afterAll(async () => {
    await owner?.end();
    await api?.close();
  });

  it("writes the callers' entries together, each caller's in its order and next to each other, with every field", async () => {
    await Promise.all([batcher.append(entries('batch-a', 'a1', 'a2', 'a3')), batcher.append(entries('batch-b', 'b1', 'b2'))]);
    const rows = await written('batch-a', 'batch-b');
    expect(rows.map((row) => row.subject_id)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    expect(new Set(rows.map((row) => row.chain)).size).toBe(1);
    const seqs = rows.map((row) => Number(row.seq));
    expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] as number) + i));
    expect(rows[0]).toMatchObject({ actor: 'admin-1', acting_as: 'provider-1', request_id: 'batch-a' });
    expect(rows[3]).toMatchObject({ request_id: 'batch-b' });
  });

  it('rejects every caller of a batch that fails, and writes none of its entries', async () => {
    await owner.query(
      `alter table audit_entry add constraint audit_entry_refuses_test check (request_id is distinct from 'refused') not valid`,
    );
    try {
      const outcomes = await Promise.allSettled([
        batcher.append(entries('refused', 'r1')),
        batcher.append(entries('beside-refused', 'r2')),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
      expect(await written('refused', 'beside-refused')).toEqual([]);
    } finally {
      await owner.query('alter table audit_entry drop constraint audit_entry_refuses_test');
    }
    await batcher.append(entries('after-refused', 'r3'));
    expect((await written('after-refused')).map((row) => row.subject_id)).toEqual(['r3']);
  });

  it('refuses a caller inside a transaction, whose entries would commit without it', async () => {
    await expect(api.app.get(EntityManager).transactional(() => batcher.append(entries('in-transaction', 't1')))).rejects.toThrow(
      'AuditBatcher.append was called inside a transaction',
    );
    expect(await written('in-transaction')).toEqual([]);
  });
});
