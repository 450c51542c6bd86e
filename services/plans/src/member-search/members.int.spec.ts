import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, MEMBER_MESSAGES, memberSchema, planSchema, Role, type Member } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { z } from 'zod';
import { startTestApi, type TestApi } from '@portal/api/testing';

const OWN = DEMO_PROVIDER_IDS.provider;
const OTHER = DEMO_PROVIDER_IDS.provider2;

describe('member search and plan lookup', () => {
  let api: TestApi;
  let orm: MikroORM;
  let providerToken: string;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const membersOf = (response: { statusCode: number; json(): unknown }): Member[] => {
    expect(response.statusCode).toBe(200);
    return z.array(memberSchema).parse(response.json());
  };
  const errorOf = (response: { statusCode: number; json(): unknown }, statusCode: number) => {
    expect(response.statusCode).toBe(statusCode);
    return apiErrorSchema.parse(response.json());
  };
  const memberReads = async (requestId?: string) =>
    sql<{ actor: string; acting_as: string | null; subject_id: string; request_id: string }>(
      `select actor, acting_as, subject_id, request_id from audit_entry where action = 'member.read'${requestId ? ' and request_id = ?' : ''} order by id`,
      requestId ? [requestId] : [],
    );

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
    providerToken = await api.token(Role.Provider, OWN);
  });
  afterAll(() => api?.close());

  it('finds a member by id, padded to 9 digits, with the dependents and the date of birth masked', async () => {
    for (const url of ['/api/member?memberId=123456', `/api/provider/${OWN}/member?memberId=000123456`]) {
      const [alice] = membersOf(await api.get(url, providerToken));
      expect(alice).toMatchObject({ memberId: '000123456', firstname: 'Alice', lastname: 'Martin', planNumber: '110' });
      expect(alice?.dob).toBeNull();
      expect(alice?.dobMasked).toBe(true);
      expect(alice?.dependents.map((d) => [d.firstName, d.relationship, d.dateOfBirth])).toEqual([
        ['Bob', 'Spouse', null],
        ['Chloe', 'Child', null],
      ]);
    }
    expect(membersOf(await api.get(`/api/provider/${OWN}/member?certificate=123456`, providerToken))).toHaveLength(1);
  });

  it('shows the date of birth when the member carries the provider', async () => {
    await sql(`update member set provider_id = ? where member_id = '000300001'`, [OWN]);
    try {
      const [emma] = membersOf(await api.get('/api/member?memberId=300001', providerToken));
      expect(emma).toMatchObject({ dob: '19991230', dobMasked: false });
      const other = await api.token(Role.Provider, OTHER);
      expect(membersOf(await api.get('/api/member?memberId=300001', other))[0]?.dob).toBeNull();
    } finally {
      await sql(`update member set provider_id = null where member_id = '000300001'`);
    }
  });

  it('searches by first and last name, case-insensitive, by prefix, and finds nothing for unknown ids', async () => {
    const found = membersOf(await api.get(`/api/provider/${OWN}/member?firstname=alice&lastname=MART`, providerToken));
    expect(found.map((m) => m.memberId)).toEqual(['000123456']);
    expect(membersOf(await api.get('/api/member?firstname=%25&lastname=%25', providerToken))).toEqual([]);
    expect(membersOf(await api.get('/api/member?memberId=999999999', providerToken))).toEqual([]);
    expect(membersOf(await api.get('/api/member?memberId=123456&email=nobody%40example.test', providerToken))).toEqual([]);
  });

  it('audits every member read, with the impersonated provider when the token has act', async () => {
    const direct = await api.get('/api/member?memberId=123456', providerToken);
    membersOf(direct);
    expect(await memberReads(String(direct.headers['x-request-id']))).toEqual([
      expect.objectContaining({ actor: `user-${Role.Provider}`, acting_as: null, subject_id: '000123456' }),
    ]);
    const actToken = await api.issuer.sign({
      sub: 'user-impersonated',
      role: Role.Provider,
      username: 'provider',
      providerId: OWN,
      act: { sub: 'admin-1', username: 'admin' },
    });
    const asAdmin = await api.get('/api/member?firstname=Alice&lastname=Martin', actToken);
    membersOf(asAdmin);
    expect(await memberReads(String(asAdmin.headers['x-request-id']))).toEqual([
      expect.objectContaining({ actor: 'admin-1', acting_as: OWN, subject_id: '000123456' }),
    ]);
    const before = (await memberReads()).length;
    membersOf(await api.get('/api/member?memberId=999999999', providerToken));
    expect(await memberReads()).toHaveLength(before);
  });

  it("refuses another provider's member link as not found", async () => {
    errorOf(await api.get(`/api/provider/${OTHER}/member?memberId=123456`, providerToken), 404);
  });

  it('refuses a suspended, pending or new provider on the next request with the same token', async () => {
    const [before] = await sql<{ provider_number: string; approval_status: string }>(
      'select provider_number, approval_status from provider where id = ?',
      [OWN],
    );
    const search = () => api.get('/api/member?memberId=123456', providerToken);
    const readsBefore = (await memberReads()).length;
    try {
      await sql('update provider set is_suspended = true where id = ?', [OWN]);
      expect(errorOf(await search(), 403).message).toBe(MEMBER_MESSAGES.suspended);
      await sql('update provider set is_suspended = false, approval_status = ? where id = ?', ['Pending', OWN]);
      expect(errorOf(await search(), 403).message).toBe(MEMBER_MESSAGES.notApproved);
      await sql('update provider set approval_status = ?, provider_number = null where id = ?', ['Approved', OWN]);
      expect(errorOf(await search(), 403).message).toBe(MEMBER_MESSAGES.notApproved);
      // A refused search reads no member, so it audits none.
      expect(await memberReads()).toHaveLength(readsBefore);
    } finally {
      await sql('update provider set is_suspended = false, approval_status = ?, provider_number = ? where id = ?', [
        before?.approval_status,
        before?.provider_number,
        OWN,
      ]);
    }
    membersOf(await search());
    const pending = await api.token(Role.Provider, DEMO_PROVIDER_IDS.pending);
    expect(errorOf(await api.get('/api/member?memberId=123456', pending), 403).message).toBe(MEMBER_MESSAGES.notApproved);
    const suspended = await api.token(Role.Provider, DEMO_PROVIDER_IDS.suspended);
    expect(errorOf(await api.get('/api/member?memberId=123456', suspended), 403).message).toBe(MEMBER_MESSAGES.suspended);
    const unregistered = await api.issuer.sign({ sub: 'no-profile', role: Role.Provider, username: 'newuser', providerId: null });
    expect(errorOf(await api.get('/api/member?memberId=123456', unregistered), 403).message).toBe(MEMBER_MESSAGES.notApproved);
  });

  it('answers bad input with 400 and the messages', async () => {
    const messages = async (url: string) => errorOf(await api.get(url, providerToken), 400).details?.map((d) => d.message);
    expect(await messages('/api/member')).toContain(MEMBER_MESSAGES.criteria);
    expect(await messages('/api/member?lastname=Martin')).toContain(MEMBER_MESSAGES.criteria);
    expect(await messages('/api/member?memberId=1234567890')).toContain(MEMBER_MESSAGES.memberId);
    expect(await messages('/api/member?memberId=12a')).toContain(MEMBER_MESSAGES.memberId);
    errorOf(await api.get('/api/provider/not-a-uuid/member?memberId=1', providerToken), 400);
    errorOf(await api.get('/api/member?memberId=1&email=nope', providerToken), 400);
  });

  it('lets only providers search: 401 without a token, 403 for admin-level roles', async () => {
    errorOf(await api.get('/api/member?memberId=123456'), 401);
    for (const role of [Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin]) {
      const token = await api.token(role);
      errorOf(await api.get('/api/member?memberId=123456', token), 403);
      errorOf(await api.get(`/api/provider/${OWN}/member?memberId=123456`, token), 403);
    }
  });

  it('looks plans up by number, 777 as 247-{subpolicy}, 404 Plan not found otherwise', async () => {
    const plan = async (number: string, token = providerToken) => {
      const response = await api.get(`/api/plans/${number}`, token);
      expect(response.statusCode).toBe(200);
      return planSchema.parse(response.json());
    };
    expect((await plan('110')).coverages.length).toBeGreaterThan(0);
    expect((await plan('777-01')).planNumber).toBe('247-01');
    expect((await plan('247-01', await api.token(Role.ClaimsAdmin))).planNumber).toBe('247-01');
    expect(errorOf(await api.get('/api/plans/999', providerToken), 404).message).toBe(MEMBER_MESSAGES.planNotFound);
    errorOf(await api.get('/api/plans/110%20or%201', providerToken), 400);
    errorOf(await api.get('/api/plans/110'), 401);
  });

  it('documents the routes, their query parameters and responses in the OpenAPI document', async () => {
    const document = (await api.get('/api/docs-json')).json() as {
      paths: Record<string, { get?: { parameters?: { name: string }[]; responses: Record<string, unknown> } }>;
    };
    const search = document.paths['/api/provider/{providerId}/member']?.get;
    expect(search?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['providerId', 'memberId', 'certificate', 'firstname', 'lastname', 'email']),
    );
    expect(Object.keys(search?.responses ?? {})).toEqual(expect.arrayContaining(['200', '403', '404']));
    expect(document.paths['/api/member']?.get).toBeDefined();
    expect(document.paths['/api/plans/{planNumber}']?.get?.responses).toHaveProperty('404');
  });
});
