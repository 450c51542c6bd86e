import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createApp } from '../http/create-app';
import { loadApiConfig } from '../config/api-config';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { providerRateLimits } from './provider-rate-limits';
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

  it('admits exactly the hourly limit of concurrent requests across two replicas, on the default limits', async () => {
    const { providerRateLimitsPerHour: perHour } = loadApiConfig({
      NODE_ENV: 'test',
      DATABASE_URL: api.db.url,
      OIDC_ISSUER: api.issuer.issuer,
      API_AUDIENCE: api.issuer.audience,
    });
    expect(perHour).toEqual({ 'claim-submission': 1200, 'member-search': 600 });
    const em = api.app.get(MikroORM).em;
    // Two replicas: each its own limiters (and memory of refused keys), one table.
    const replicas = [providerRateLimits(em.fork(), perHour), providerRateLimits(em.fork(), perHour)];
    const burst = async (name: keyof typeof perHour, key: string, calls: number) => {
      const outcomes = await Promise.allSettled(
        Array.from({ length: calls }, (_, i) => (replicas[i % 2] as (typeof replicas)[0])[name].consume(key)),
      );
      const refusals = outcomes.filter((outcome) => outcome.status === 'rejected');
      for (const refusal of refusals) expect((refusal as PromiseRejectedResult).reason).toBeInstanceOf(RateLimiterRes);
      return outcomes.length - refusals.length;
    };
    expect(await burst('claim-submission', 'concurrent-provider', 1300)).toBe(1200);
    expect(await burst('member-search', 'concurrent-provider', 700)).toBe(600);
    // Each counts its own kind of request, and what one replica committed the other reads at once.
    const counted = await em
      .fork()
      .getConnection()
      .execute<{ key: string; points: number }[]>(
        `select key, points from api_rate_limit where key like '%:concurrent-provider' order by key`,
      );
    expect(counted.map((row) => row.key)).toEqual(['claim-submission:concurrent-provider', 'member-search:concurrent-provider']);
    expect(counted[0]?.points).toBeGreaterThanOrEqual(1200);
    expect(counted[1]?.points).toBeGreaterThanOrEqual(600);
  });

  it('counts through its own upsert, committed without a flush, in place of the library’s (ADR 035)', async () => {
    const em = api.app.get(MikroORM).em.fork();
    const pool = (await em.getConnection().getNativeClient()) as { query: (statement: unknown) => Promise<unknown> };
    const sent: { name?: string; text: string }[] = [];
    const query = pool.query.bind(pool);
    // A spy on the pool: a library upgrade that renames its statement must fail here, not only slow the bench.
    pool.query = (statement) => {
      if (statement && typeof statement === 'object' && 'text' in statement)
        sent.push(statement as { name?: string; text: string });
      return query(statement);
    };
    try {
      await providerRateLimits(em, { 'claim-submission': 5, 'member-search': 5 })['member-search'].consume('statement-check');
    } finally {
      pool.query = query;
    }
    const counts = sent.filter((statement) => statement.text.startsWith('insert into api_rate_limit'));
    // The name goes only where the pool keeps prepared statements (not a transaction pooler).
    expect(counts).toHaveLength(1);
    expect(counts[0]?.text).toContain("set_config('synchronous_commit', 'off', true)");
  });

  it("counts one replica's concurrent requests in one statement, each its own place in the count (ADR 039)", async () => {
    const em = api.app.get(MikroORM).em.fork();
    const pool = (await em.getConnection().getNativeClient()) as { query: (statement: unknown) => Promise<unknown> };
    const sent: string[] = [];
    const query = pool.query.bind(pool);
    pool.query = (statement) => {
      if (statement && typeof statement === 'object' && 'text' in statement) sent.push((statement as { text: string }).text);
      return query(statement);
    };
    try {
      const limits = providerRateLimits(em, { 'claim-submission': 3, 'member-search': 3 });
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 4 }, () => limits['member-search'].consume('grouped-provider')),
        limits['claim-submission'].consume('grouped-provider'),
      ]);
      const counts = outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value.consumedPoints : (outcome.reason as RateLimiterRes).consumedPoints,
      );
      expect(counts).toEqual([1, 2, 3, 4, 1]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    } finally {
      pool.query = query;
    }
    expect(sent.filter((text) => text.startsWith('insert into api_rate_limit'))).toHaveLength(1);
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
