import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, BANK_DETAILS_WHILE_IMPERSONATING, providerSchema, Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from '@portal/api/testing';

const ADMIN = { sub: 'admin-subject', username: 'admin' };

describe('an administrator acting as a provider (act claim)', () => {
  let api: TestApi;
  let orm: MikroORM;

  const put = (providerId: string, token: string, payload: object) =>
    api.app.inject({ method: 'PUT', url: `/api/provider/${providerId}`, headers: { authorization: `Bearer ${token}` }, payload });
  const actingAs = (providerId: string, username: string) =>
    api.issuer.sign({ sub: `user-${username}`, role: Role.Provider, username, providerId, act: ADMIN });
  const profileOf = async (providerId: string) =>
    providerSchema.parse((await api.get(`/api/provider/${providerId}`, await api.token(Role.Provider, providerId))).json());
  const auditOf = (providerId: string) =>
    orm.em
      .fork()
      .getConnection()
      .execute<{ actor: string; acting_as: string | null; action: string }[]>(
        `select actor, acting_as, action from audit_entry where subject_type = 'provider' and subject_id = ? order by id`,
        [providerId],
      );

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
  });
  afterAll(() => api?.close());

  it.each([
    ['an account number', { accountNumber: '1234567' }],
    ['an institution number', { institutionNumber: '999' }],
    ['a transit number', { transitNumber: '99999' }],
  ])('refuses %s change with 403 and creates no change request', async (_, change) => {
    const id = DEMO_PROVIDER_IDS.provider;
    const before = await profileOf(id);
    const response = await put(id, await actingAs(id, 'provider'), {
      ...before,
      offices: before.offices.map((office, index) => (index === 0 ? { ...office, ...change } : office)),
    });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).message).toBe(BANK_DETAILS_WHILE_IMPERSONATING);
    expect((await profileOf(id)).approvalStatus).toBe('Approved');
  });

  it('refuses a new office (new bank details) too', async () => {
    const id = DEMO_PROVIDER_IDS.provider;
    const before = await profileOf(id);
    const { officeId: _officeId, ...copy } = before.offices[0] as (typeof before.offices)[number];
    const response = await put(id, await actingAs(id, 'provider'), {
      ...before,
      offices: [...before.offices, { ...copy, officeName: 'Third Clinic', accountNumber: '7654321' }],
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts other changes and audits them with the administrator as actor, acting as the provider', async () => {
    const id = DEMO_PROVIDER_IDS.provider;
    const before = await profileOf(id);
    const response = await put(id, await actingAs(id, 'provider'), {
      ...before,
      providerName: `${before.providerName} (updated)`,
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(id)).toContainEqual({ actor: ADMIN.sub, acting_as: id, action: 'provider.change-request' });
  });

  it('lets the provider itself change its bank details', async () => {
    const id = DEMO_PROVIDER_IDS.provider2;
    const before = await profileOf(id);
    const response = await put(id, await api.token(Role.Provider, id), {
      ...before,
      offices: before.offices.map((office) => ({ ...office, accountNumber: '1234567' })),
    });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(id)).toContainEqual({
      actor: `user-${Role.Provider}`,
      acting_as: null,
      action: 'provider.change-request',
    });
  });
});
