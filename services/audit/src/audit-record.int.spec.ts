import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AuditService } from './audit.service';
import { startTestApi, type TestApi } from '@portal/api/testing';

describe('AuditService.record on the application entity manager', () => {
  let api: TestApi;
  let audit: AuditService;
  let em: EntityManager;
  const written = async (subjectId: string) => {
    const [row] = await api.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from audit_entry where action = 'test.record' and subject_id = ?`, [
        subjectId,
      ]);
    return row?.n;
  };
  const entry = (subjectId: string) => ({ actor: 'admin-1', action: 'test.record', subjectType: 'test', subjectId });

  beforeAll(async () => {
    api = await startTestApi();
    audit = api.app.get(AuditService);
    em = api.app.get(EntityManager);
  });

  afterAll(async () => {
    await api?.close();
  });

  it("writes the entry when the caller's transaction commits", async () => {
    await em.transactional(async () => audit.record(entry('committed')));
    expect(await written('committed')).toBe(1);
  });

  it('writes nothing when the transaction rolls back', async () => {
    await expect(
      em.transactional(async () => {
        audit.record(entry('rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await written('rolled-back')).toBe(0);
  });

  it('throws outside a transaction instead of losing the entry', async () => {
    expect(() => audit.record(entry('outside'))).toThrow('AuditService.record was called outside a transaction');
    await em.transactional(async () => undefined);
    expect(await written('outside')).toBe(0);
  });
});
