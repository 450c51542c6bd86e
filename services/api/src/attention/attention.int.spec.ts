import { MikroORM } from '@mikro-orm/postgresql';
import { attentionSchema, Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('GET /attention (admin homes)', () => {
  let api: TestApi;
  let orm: MikroORM;

  const execute = (sql: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(sql, params);
  const addClaim = (n: number, status: string, daysAgo: number) =>
    execute(
      `insert into claim (submission_id, idempotency_key, member_id, provider_id, office_id, plan_number, health_office, first_name,
         last_name, date_of_birth, claim_amount_total, status, submitted_at, request_hash, record)
       values (?, ?, '000123456', ?, ?, '110', 'Main Street Clinic', 'Alice', 'Martin', '1980-01-01', 10, ?, now() - make_interval(days => ?), '', '{}')`,
      [`CPP-test-${n}`, `key-${n}`, DEMO_PROVIDER_IDS.provider, DEMO_PROVIDER_IDS.provider, status, daysAgo],
    );

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
    await addClaim(1, 'P', 0);
    await addClaim(2, 'P', 3);
    await addClaim(3, 'A', 3);
    await addClaim(4, 'P', 45);
  });
  afterAll(() => api?.close());

  it.each([Role.Administrator, Role.SuperAdmin])('gives %s every count and 30 days of claims', async (role) => {
    const response = await api.get('/api/attention', await api.token(role));
    expect(response.statusCode).toBe(200);
    const attention = attentionSchema.parse(response.json());
    expect(attention).toMatchObject({ pendingApprovals: 1, pendingClaims: 3, suspendedProviders: 1 });
    expect(attention.claimsPerDay).toHaveLength(30);
    expect(attention.claimsPerDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 1 });
    expect(attention.claimsPerDay.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  it('leaves pending approvals out for ClaimsAdmin, who cannot decide them', async () => {
    const attention = attentionSchema.parse((await api.get('/api/attention', await api.token(Role.ClaimsAdmin))).json());
    expect(attention).toMatchObject({ pendingApprovals: null, pendingClaims: 3, suspendedProviders: 1 });
  });

  it('refuses a provider (403) and an anonymous caller (401)', async () => {
    expect((await api.get('/api/attention', await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider))).statusCode).toBe(403);
    expect((await api.get('/api/attention')).statusCode).toBe(401);
  });

  it('counts pending claims on the partial index', async () => {
    // A few test rows fit one page, where any planner scans the table: the question is whether the index can serve.
    const plan = await orm.em.fork().transactional(async (em) => {
      await em.getConnection().execute('set local enable_seqscan = off', [], 'run', em.getTransactionContext());
      return em
        .getConnection()
        .execute(`explain select count(*) from claim where status = 'P'`, [], 'all', em.getTransactionContext());
    });
    expect(JSON.stringify(plan)).toContain('claim_pending_index');
  });
});
