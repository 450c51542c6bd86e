import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Role, type ClaimSubmissionInput } from '@portal/contracts';
import { claimSubmissionResultSchema } from '@portal/contracts/claims';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from '@portal/api/testing';

const OWN = DEMO_PROVIDER_IDS.provider;
const MEMBER = '000123456';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A date of birth as any answer could spell it: yyyymmdd (member search), ISO, mm/dd/yyyy (the claim record). */
const spellings = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return [`${year}${month}${day}`, iso, `${month}/${day}/${year}`];
};

// Spec §2: a member's date of birth is shown only when the record carries the provider. No answer may
// reveal what member search masks for the same caller, and every answer carrying member data is audited.
describe('member data in answers (date of birth, member reads)', () => {
  let api: TestApi;
  let orm: MikroORM;
  let provider: string;
  let admin: string;
  let office: string;
  let chiropractic: number;
  let datesOfBirth: string[];

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const claim = (): ClaimSubmissionInput => ({
    officeId: office,
    memberId: MEMBER,
    expenses: [
      {
        patientId: '02',
        expenseDate: daysAgo(2),
        coverageId: chiropractic,
        amount: Math.round(Math.random() * 9000 + 1000) / 100,
      },
    ],
  });
  const submit = (body: ClaimSubmissionInput, key: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { authorization: `Bearer ${provider}`, 'idempotency-key': key },
      payload: body,
    });
  const leaked = (body: string) => datesOfBirth.filter((date) => body.includes(date));
  const memberReads = (requestId: unknown) =>
    sql<{ actor: string; subject_id: string }>(
      `select actor, subject_id from audit_entry where action = 'member.read' and subject_type = 'member' and request_id = ? order by id`,
      [String(requestId)],
    );
  const withProviderOnRecord = async (providerId: string | null) =>
    sql('update member set provider_id = ? where member_id = ?', [providerId, MEMBER]);

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
    provider = await api.token(Role.Provider, OWN);
    admin = await api.token(Role.Administrator);
    [{ id: office } = { id: '' }] = await sql<{ id: string }>(
      `select id from office where provider_id = ? and office_name = 'Harbour Clinic'`,
      [OWN],
    );
    [{ id: chiropractic } = { id: 0 }] = await sql<{ id: number }>(`select id from coverage where name = 'Chiropractic'`);
    const dates = await sql<{ dob: string }>(
      `select to_char(dob, 'YYYY-MM-DD') as dob from member where member_id = ?
       union all select to_char(d.date_of_birth, 'YYYY-MM-DD') from dependent d join member m on m.id = d.member_id where m.member_id = ?`,
      [MEMBER, MEMBER],
    );
    datesOfBirth = dates.flatMap(({ dob }) => spellings(dob));
    expect(datesOfBirth).toHaveLength(9);
  });
  afterAll(() => api?.close());

  it('answers no date of birth anywhere when the member record does not carry the provider', async () => {
    await withProviderOnRecord(null);
    const search = await api.get(`/api/member?memberId=${MEMBER}`, provider);
    expect(search.json()).toEqual([expect.objectContaining({ dob: null, dobMasked: true })]);

    const key = randomUUID();
    const body = claim();
    const created = await submit(body, key);
    expect(created.statusCode).toBe(201);
    const result = claimSubmissionResultSchema.parse(created.json());
    expect(result.record.DateOfBirth).toBe('');
    expect(result.record.Dependent.map((d) => d.DateOfBirth)).toEqual(['', '']);
    expect(leaked(created.body)).toEqual([]);

    const replayed = await submit(body, key);
    expect(replayed.statusCode).toBe(200);
    expect(leaked(replayed.body)).toEqual([]);

    for (const url of [
      `/api/claims/${result.claimId}`,
      `/api/claims?submissionId=${result.submissionId}`,
      '/api/claims/summary?days=30&timeZone=America%2FToronto',
    ]) {
      const read = await api.get(url, provider);
      expect(read.statusCode).toBe(200);
      expect(leaked(read.body)).toEqual([]);
    }
    // What is stored for the administrator downstream keeps it.
    const [stored] = await sql<{ dob: string }>(`select record->>'DateOfBirth' as dob from claim where id = ?`, [result.claimId]);
    expect(stored?.dob).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('answers the dates of birth when the member record carries the provider, as member search shows them', async () => {
    await withProviderOnRecord(OWN);
    try {
      const search = await api.get(`/api/member?memberId=${MEMBER}`, provider);
      expect(search.json()).toEqual([expect.objectContaining({ dobMasked: false })]);
      const key = randomUUID();
      const body = claim();
      for (const [response, status] of [
        [await submit(body, key), 201],
        [await submit(body, key), 200],
      ] as const) {
        expect(response.statusCode).toBe(status);
        const { record } = claimSubmissionResultSchema.parse(response.json());
        expect(record.DateOfBirth).toBe('03/15/1990');
        expect(record.Dependent.map((d) => d.DateOfBirth)).toEqual(['07/02/1988', '04/21/2016']);
      }
    } finally {
      await withProviderOnRecord(null);
    }
  });

  it('audits every answer carrying member data as a read of that member', async () => {
    const created = await submit(claim(), randomUUID());
    const { claimId, submissionId } = claimSubmissionResultSchema.parse(created.json());
    expect(created.statusCode).toBe(201);
    const reads: [Awaited<ReturnType<TestApi['get']>>, Role][] = [
      [created, Role.Provider],
      [await api.get(`/api/claims/${claimId}`, provider), Role.Provider],
      [await api.get(`/api/claims?submissionId=${submissionId}`, provider), Role.Provider],
      [await api.get('/api/claims/summary?days=30&timeZone=America%2FToronto', provider), Role.Provider],
      [await api.get(`/api/claims?memberId=${MEMBER}&limit=100`, admin), Role.Administrator],
      [await api.send('PUT', `/api/claims/${claimId}/setStatus`, admin, { status: 'P' }), Role.Administrator],
    ];
    for (const [read, role] of reads) {
      expect(read.statusCode).toBeLessThan(300);
      expect(await memberReads(read.headers['x-request-id'])).toEqual([{ actor: `user-${role}`, subject_id: MEMBER }]);
    }

    const exported = await api.get(`/api/claims/export?memberId=${MEMBER}`, admin);
    expect(exported.statusCode).toBe(200);
    expect(await memberReads(exported.headers['x-request-id'])).toEqual([
      { actor: `user-${Role.Administrator}`, subject_id: MEMBER },
    ]);
    const nothing = await api.get('/api/claims?memberId=999999999', admin);
    expect(await memberReads(nothing.headers['x-request-id'])).toEqual([]);
  });
});
