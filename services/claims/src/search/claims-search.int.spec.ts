import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, Role, type Claim } from '@portal/contracts';
import { CLAIM_TOTAL_CAP, TOTAL_CAPPED_HEADER, claimSchema, claimsSummarySchema } from '@portal/contracts/claims';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { z } from 'zod';
import { startTestApi, type TestApi } from '@portal/api/testing';

type Reply = Awaited<ReturnType<TestApi['get']>>;

const OWN = DEMO_PROVIDER_IDS.provider;
const OTHER = DEMO_PROVIDER_IDS.provider2;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('claim search, detail, summary and export (GET /claims...)', () => {
  let api: TestApi;
  let orm: MikroORM;
  let own: string;
  let other: string;
  let admin: string;
  let claimsAdmin: string;
  let mine: Claim[];
  let theirs: Claim;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const claimsOf = (response: Reply): Claim[] => {
    expect(response.statusCode).toBe(200);
    return z.array(claimSchema).parse(response.json());
  };
  const ids = (claims: Claim[]) => claims.map((claim) => claim.submissionId);
  const submit = async (
    token: string,
    officeName: string,
    providerId: string,
    line: { patientId: string; coverage: string; amount: number; days: number },
  ) => {
    const [office] = await sql<{ id: string }>(`select id from office where provider_id = ? and office_name = ?`, [
      providerId,
      officeName,
    ]);
    const [coverage] = await sql<{ id: number }>(`select id from coverage where name = ?`, [line.coverage]);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: {
        officeId: office?.id,
        memberId: '123456',
        expenses: [{ patientId: line.patientId, expenseDate: daysAgo(line.days), coverageId: coverage?.id, amount: line.amount }],
      },
    });
    expect(response.statusCode).toBe(201);
    return claimSchema.parse(response.json());
  };

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
    own = await api.token(Role.Provider, OWN);
    other = await api.token(Role.Provider, OTHER);
    admin = await api.token(Role.Administrator);
    claimsAdmin = await api.token(Role.ClaimsAdmin);
    mine = [
      await submit(own, 'Harbour Clinic', OWN, { patientId: '02', coverage: 'Chiropractic', amount: 40, days: 3 }),
      await submit(own, 'Main Street Clinic', OWN, { patientId: '01', coverage: 'Chiropractic', amount: 55.25, days: 1 }),
    ];
    theirs = await submit(other, 'Valley Wellness', OTHER, { patientId: '00', coverage: 'Psychology', amount: 120, days: 1 });
  });
  afterAll(() => api?.close());

  it('confines a provider to its own claims, newest first, with lines, outcomes and the total', async () => {
    const response = await api.get('/api/claims', own);
    const found = claimsOf(response);
    expect(ids(found)).toEqual(ids([...mine].reverse()));
    expect(response.headers['x-total-count']).toBe(String(mine.length));
    expect(response.headers[TOTAL_CAPPED_HEADER]).toBeUndefined();
    expect(found[0]?.expenses[0]).toMatchObject({ patientName: 'BOB MARTIN', coverageName: 'Chiropractic', status: 'A' });
    expect(claimsOf(await api.get(`/api/claims?providerId=${OTHER}`, own)).map((c) => c.providerId)).not.toContain(OTHER);
    expect(claimsOf(await api.get(`/api/claims?submissionId=${theirs.submissionId}`, own))).toEqual([]);
    expect(ids(claimsOf(await api.get('/api/claims', other)))).toEqual([theirs.submissionId]);
  });

  it('lets administrators search everything, filtered by provider, office, plan, member, names, coverage, status and dates', async () => {
    const all = claimsOf(await api.get('/api/claims?limit=all', admin));
    expect(all.map((c) => c.providerId)).toEqual(expect.arrayContaining([OWN, OTHER]));
    const filtered = async (query: string) => ids(claimsOf(await api.get(`/api/claims?${query}`, claimsAdmin)));
    expect(await filtered(`providerId=${OTHER}`)).toEqual([theirs.submissionId]);
    expect(await filtered(`officeId=${mine[0]?.officeId}`)).toEqual([mine[0]?.submissionId]);
    expect(await filtered(`submissionId=${mine[0]?.submissionId}`)).toEqual([mine[0]?.submissionId]);
    expect(await filtered('planNumber=110&memberId=123456&firstname=ali&lastname=MAR')).toHaveLength(all.length);
    expect(await filtered('planNumber=247')).toEqual([]);
    expect(await filtered('coverages=14')).toEqual([theirs.submissionId]);
    expect(await filtered('coverages=12,14&status=A')).toEqual([theirs.submissionId]);
    expect(await filtered(`status=R`)).toEqual(ids(all.filter((c) => c.status === 'R')));
    expect(await filtered(`dateFrom=${daysAgo(1)}&dateTo=${daysAgo(-1)}`)).toHaveLength(all.length);
    expect(await filtered(`dateTo=${daysAgo(3)}`)).toEqual([]);
    expect(await filtered('sort=claimAmountTotal&order=asc')).toEqual(
      ids([...all].sort((a, b) => a.claimAmountTotal - b.claimAmountTotal)),
    );
    const pageTwo = await api.get('/api/claims?limit=10&page=2', admin);
    expect(claimsOf(pageTwo)).toEqual([]);
    expect(pageTwo.headers['x-total-count']).toBe(String(all.length));
    expect(apiErrorSchema.parse((await api.get('/api/claims?status=X', admin)).json()).statusCode).toBe(400);
    expect((await api.get('/api/claims')).statusCode).toBe(401);
  });

  it('caps the total of a broad search and pages deep without overlap', async () => {
    await sql(
      `insert into claim (submission_id, idempotency_key, request_hash, record, member_id, provider_id, office_id, plan_number,
         health_office, first_name, last_name, date_of_birth, claim_amount_total, status, submitted_at)
       select 'BULK' || n, 'bulk-' || n, '', '{}', '000777001', ?, ?, '777', 'Bulk', 'David', 'Tremblay', '1990-01-01', 10, 'A',
         now() - make_interval(days => 40, secs => n)
       from generate_series(1, ?) as n`,
      [OTHER, randomUUID(), CLAIM_TOTAL_CAP + 5],
    );
    try {
      const broad = await api.get('/api/claims?limit=100', admin);
      expect(broad.headers['x-total-count']).toBe(String(CLAIM_TOTAL_CAP));
      expect(broad.headers[TOTAL_CAPPED_HEADER]).toBe('1');
      const page99 = claimsOf(await api.get('/api/claims?limit=100&page=99&planNumber=247', admin));
      const page100 = claimsOf(await api.get('/api/claims?limit=100&page=100&planNumber=247', admin));
      expect(page99).toHaveLength(100);
      expect(page99[0]?.planNumber).toBe('247');
      expect(new Set([...ids(page99), ...ids(page100)]).size).toBe(page99.length + page100.length);
      // Past the capped total the pages go on.
      const page101 = await api.get('/api/claims?limit=100&page=101&planNumber=247', admin);
      expect(page101.headers['x-total-count']).toBe(String(CLAIM_TOTAL_CAP));
      const beyond = claimsOf(page101);
      expect(beyond.length).toBeGreaterThanOrEqual(5);
      expect(new Set([...ids(page100), ...ids(beyond)]).size).toBe(page100.length + beyond.length);
      expect(beyond[0]!.submissionDate <= page100[page100.length - 1]!.submissionDate).toBe(true);
    } finally {
      await sql(`delete from claim where submission_id like 'BULK%'`);
    }
  });

  it('shows one claim to its provider and to admins, and hides it from another provider', async () => {
    const [claim] = mine;
    const detail = await api.get(`/api/claims/${claim?.claimId}`, own);
    expect(claimSchema.parse(detail.json()).submissionId).toBe(claim?.submissionId);
    expect((await api.get(`/api/claims/${claim?.claimId}`, admin)).statusCode).toBe(200);
    expect((await api.get(`/api/claims/${claim?.claimId}`, other)).statusCode).toBe(404);
    expect((await api.get('/api/claims/987654321', admin)).statusCode).toBe(404);
  });

  it("summarises a provider's last 30 days by status, with its five latest claims", async () => {
    const response = await api.get('/api/claims/summary?days=30', own);
    expect(response.statusCode).toBe(200);
    const summary = claimsSummarySchema.parse(response.json());
    expect(summary.byStatus.reduce((n, s) => n + s.count, 0)).toBe(mine.length);
    expect(summary.byStatus.find((s) => s.status === 'A')?.amount).toBe(95.25);
    expect(ids(summary.latest)).toEqual(ids([...mine].reverse()));
    expect((await api.get('/api/claims/summary', admin)).statusCode).toBe(403);

    // The days are the provider's own: since is 30 days before today in its time zone.
    const toronto = claimsSummarySchema.parse(
      (await api.get('/api/claims/summary?days=30&timeZone=America/Toronto', own)).json(),
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    const since = new Date(`${today}T00:00:00Z`);
    since.setUTCDate(since.getUTCDate() - 30);
    expect(toronto.since).toBe(since.toISOString().slice(0, 10));
    expect(toronto.byStatus.reduce((n, s) => n + s.count, 0)).toBe(mine.length);
    const unknown = await api.get('/api/claims/summary?timeZone=Mars/Olympus_Mons', own);
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('Unknown time zone');
  });

  it('exports the filtered claims as CSV for administrators only', async () => {
    const response = await api.get(`/api/claims/export?providerId=${OWN}`, claimsAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="claims-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['x-total-count']).toBe(String(mine.length));
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Submission ID,Submission date \(UTC\),Status,/);
    expect(lines).toHaveLength(mine.length + 1);
    expect(lines[1]).toContain(mine.at(-1)?.submissionId);
    expect(lines[1]).toContain('BOB MARTIN');
    expect((await api.get('/api/claims/export', own)).statusCode).toBe(403);
  });
});
