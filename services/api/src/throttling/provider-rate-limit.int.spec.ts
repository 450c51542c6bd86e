import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createApp } from '../http/create-app';
import { loadApiConfig } from '../config/api-config';
import { RateLimitPurge } from './rate-limit-purge';
import { startTestApi, type TestApi } from '../testing/test-api';

const LIMIT = 3;
const search = '/api/member?memberId=123456';

describe('API: per-provider limits on member search and claim submission', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ MEMBER_SEARCHES_PER_HOUR: String(LIMIT), CLAIM_SUBMISSIONS_PER_HOUR: '1' });
  });
  afterAll(() => api?.close());

  it('answers 429 with Retry-After past the hourly limit, counts across replicas, and logs it', async () => {
    const token = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider);
    for (let i = 0; i < LIMIT - 1; i++) expect((await api.get(search, token)).statusCode).toBe(200);

    // A second replica on the same database sees the same counter.
    const replica = await createApp(
      loadApiConfig({
        NODE_ENV: 'test',
        DATABASE_URL: api.db.url,
        OIDC_ISSUER: api.issuer.issuer,
        API_AUDIENCE: api.issuer.audience,
        MEMBER_SEARCHES_PER_HOUR: String(LIMIT),
      }),
      false,
      { record: () => undefined },
    );
    try {
      await replica.getHttpAdapter().getInstance().ready();
      const last = await replica.inject({ method: 'GET', url: search, headers: { authorization: `Bearer ${token}` } });
      expect(last.statusCode).toBe(200);
      const refused = await replica.inject({ method: 'GET', url: search, headers: { authorization: `Bearer ${token}` } });
      expect(refused.statusCode).toBe(429);
    } finally {
      await replica.close();
    }

    const refused = await api.get(search, token);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(apiErrorSchema.parse(refused.json()).message).toBe(`Too many requests: try again in ${retryAfter} seconds.`);
    expect(api.securityEvents).toContainEqual(
      expect.objectContaining({
        event: 'access.throttled',
        actor: 'user-Provider',
        reason: 'member-search',
        target: 'GET /api/member',
        retryAfter,
        requestId: refused.headers['x-request-id'],
      }),
    );
    expect(JSON.stringify(api.securityEvents)).not.toContain('123456');
  });

  it('counts claim submissions, refused ones included (the limit is checked before the body)', async () => {
    const token = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider);
    expect((await api.send('POST', '/api/claims', token, {})).statusCode).toBe(400);
    const refused = await api.send('POST', '/api/claims', token, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
  });

  it('counts the provider-scoped member search with the other one', async () => {
    const token = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider);
    const scoped = await api.get(`/api/provider/${DEMO_PROVIDER_IDS.provider}/member?memberId=123456`, token);
    expect(scoped.statusCode).toBe(429);
  });

  it('counts each provider on its own', async () => {
    const other = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider2);
    expect((await api.get('/api/member?memberId=000777001', other)).statusCode).toBe(200);
  });

  it('purges the counters that expired over an hour ago, and only those', async () => {
    const hour = 60 * 60 * 1000;
    const connection = api.app.get(MikroORM).em.fork().getConnection();
    await connection.execute(`insert into api_rate_limit (key, points, expire) values ('old', 1, ?), ('recent', 1, ?)`, [
      Date.now() - hour - 60_000,
      Date.now() - hour + 60_000,
    ]);
    await api.app.get(RateLimitPurge).purge();
    const rows = await connection.execute<{ key: string }[]>(`select key from api_rate_limit where key in ('old', 'recent')`);
    expect(rows.map((row) => row.key)).toEqual(['recent']);
  });
});
