import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { apiErrorSchema, PROVIDER_STANDING_MESSAGES, providerSchema, Role, type PortalClaims } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { ProvidersService } from './providers.service';
import { z } from 'zod';
import { startTestApi, type TestApi } from '@portal/api/testing';

const PROVIDER2 = DEMO_PROVIDER_IDS.provider2;
const providerList = z.array(providerSchema);

describe('Registered providers (admin)', () => {
  let api: TestApi;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApi();
    adminToken = await api.token(Role.Administrator);
  });
  afterAll(() => api?.close());

  const post = async (url: string, token?: string, payload?: object) =>
    api.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const list = async (query: string, token = adminToken) => {
    const response = await api.get(`/api/provider${query}`, token);
    expect(response.statusCode).toBe(200);
    return { providers: providerList.parse(response.json()), total: Number(response.headers['x-total-count']) };
  };
  const auditRows = async (action: string, subjectId: string) =>
    api.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ actor: string; acting_as: string | null; request_id: string | null }[]>(
        'select actor, acting_as, request_id from audit_entry where action = ? and subject_id = ? order by id',
        [action, subjectId],
      );

  /** The providers domain's check as an endpoint calls it, inside a request's context. */
  const canTransact = (claims: PortalClaims) =>
    RequestContext.create(api.app.get(MikroORM).em, () => api.app.get(ProvidersService).assertCanTransact(claims, 'claim'));

  describe('GET /provider', () => {
    it('answers every provider by name without paging (the earlier contract)', async () => {
      const { providers, total } = await list('');
      expect(total).toBe(4);
      expect(providers.map((p) => p.providerName)).toEqual([...providers.map((p) => p.providerName)].sort());
    });

    it('pages, sorts and counts', async () => {
      const first = await list('?limit=10&page=1&sort=providerNumber&order=desc');
      expect(first.total).toBe(4);
      expect(first.providers.map((p) => p.providerNumber)).toEqual(['P000004', 'P000002', 'P000001', null]);
      const second = await list('?limit=10&page=2');
      expect(second).toEqual({ providers: [], total: 4 });
    });

    it('searches name, numbers and office names, case-insensitively, wildcards literally', async () => {
      expect((await list('?search=valley%20WELLNESS')).providers.map((p) => p.providerId)).toEqual([PROVIDER2]);
      expect((await list('?search=p000002')).providers.map((p) => p.providerId)).toEqual([PROVIDER2]);
      expect((await list('?search=REG-1002')).total).toBe(1);
      expect((await list('?search=%25')).total).toBe(0);
      expect((await list('?search=_')).total).toBe(0);
    });

    it('filters suspended providers', async () => {
      const { providers, total } = await list('?status=suspended');
      expect(total).toBe(1);
      expect(providers[0]).toMatchObject({ providerId: DEMO_PROVIDER_IDS.suspended, isSuspended: true });
    });

    it('never returns bank account numbers unmasked', async () => {
      const response = await api.get('/api/provider?limit=all', adminToken);
      for (const office of providerList.parse(response.json()).flatMap((p) => p.offices)) {
        expect(office.accountNumber).toMatch(/^\*+\d{3}$/);
      }
    });

    it('refuses bad paging input with details (400) and a provider (403)', async () => {
      for (const query of ['?limit=7', '?page=0', '?sort=email', '?status=gone', `?search=${'a'.repeat(201)}`]) {
        const response = await api.get(`/api/provider${query}`, adminToken);
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).details?.length).toBeGreaterThan(0);
      }
      expect((await api.get('/api/provider', await api.token(Role.Provider, PROVIDER2))).statusCode).toBe(403);
      expect((await api.get('/api/provider')).statusCode).toBe(401);
    });
  });

  it('documents the list query and both state changes in the OpenAPI document', async () => {
    const document = (await api.get('/api/docs-json')).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/provider/{id}/suspend', '/api/provider/{id}/activate']),
    );
    expect(document.paths['/api/provider']?.['get']?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['search', 'status', 'sort', 'order', 'limit', 'page']),
    );
  });

  describe('GET /provider/{id}', () => {
    it('unmasks for Administrator and SuperAdmin and audits each read; masks for ClaimsAdmin without auditing', async () => {
      const before = (await auditRows('provider.bank-details.read', PROVIDER2)).length;
      for (const role of [Role.Administrator, Role.SuperAdmin]) {
        const provider = providerSchema.parse((await api.get(`/api/provider/${PROVIDER2}`, await api.token(role))).json());
        expect(provider.offices[0]?.accountNumber).toBe('987654323');
      }
      const masked = providerSchema.parse(
        (await api.get(`/api/provider/${PROVIDER2}`, await api.token(Role.ClaimsAdmin))).json(),
      );
      expect(masked.offices[0]?.accountNumber).toBe('******323');
      const rows = await auditRows('provider.bank-details.read', PROVIDER2);
      expect(rows).toHaveLength(before + 2);
      expect(rows.slice(-2).map((row) => row.actor)).toEqual([`user-${Role.Administrator}`, `user-${Role.SuperAdmin}`]);
      expect(rows.at(-1)?.request_id).toBeTruthy();
    });
  });

  describe('suspend and activate', () => {
    const suspendUrl = `/api/provider/${PROVIDER2}/suspend`;
    const activateUrl = `/api/provider/${PROVIDER2}/activate`;

    it('refuses ClaimsAdmin and Provider (403) and no token (401)', async () => {
      for (const token of [await api.token(Role.ClaimsAdmin), await api.token(Role.Provider, PROVIDER2)]) {
        expect((await post(suspendUrl, token, {})).statusCode).toBe(403);
        expect((await post(activateUrl, token)).statusCode).toBe(403);
      }
      expect((await post(suspendUrl, undefined, {})).statusCode).toBe(401);
    });

    it('answers 404 for an unknown provider and 400 for a bad id or message', async () => {
      expect((await post('/api/provider/3f8a1c52-7d1e-4b6a-9c01-0000000000ff/suspend', adminToken, {})).statusCode).toBe(404);
      expect((await post('/api/provider/nope/activate', adminToken)).statusCode).toBe(400);
      expect((await post(suspendUrl, adminToken, { adminMessage: 'x'.repeat(1001) })).statusCode).toBe(400);
    });

    it('suspends with the message, refuses the same token at once, then activates; both audited', async () => {
      const providerClaims: PortalClaims = {
        sub: 'user-provider2',
        role: Role.Provider,
        username: 'provider2',
        providerId: PROVIDER2,
      };
      await expect(canTransact(providerClaims)).resolves.toBe(PROVIDER2);

      const suspended = await post(suspendUrl, adminToken, { providerName: 'ignored', adminMessage: '  Missing licence  ' });
      expect(suspended.statusCode).toBe(200);
      expect(providerSchema.parse(suspended.json())).toMatchObject({ isSuspended: true, adminMessage: 'Missing licence' });
      await expect(canTransact(providerClaims)).rejects.toMatchObject({
        response: { message: PROVIDER_STANDING_MESSAGES.suspended },
        status: 403,
      });
      const own = await api.get(`/api/provider/${PROVIDER2}`, await api.token(Role.Provider, PROVIDER2));
      expect(providerSchema.parse(own.json())).toMatchObject({ isSuspended: true, adminMessage: 'Missing licence' });

      const activated = await post(activateUrl, adminToken);
      expect(activated.statusCode).toBe(200);
      expect(providerSchema.parse(activated.json())).toMatchObject({ isSuspended: false, adminMessage: null });
      await expect(canTransact(providerClaims)).resolves.toBe(PROVIDER2);

      for (const action of ['provider.suspend', 'provider.activate']) {
        const rows = await auditRows(action, PROVIDER2);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ actor: `user-${Role.Administrator}`, acting_as: null, request_id: expect.any(String) });
      }
    });

    it('refuses transactions while an approved provider has a change Pending (ADR 012)', async () => {
      const claims: PortalClaims = {
        sub: 'user-provider',
        role: Role.Provider,
        username: 'provider',
        providerId: DEMO_PROVIDER_IDS.provider,
      };
      const connection = api.app.get(MikroORM).em.fork().getConnection();
      await expect(canTransact(claims)).resolves.toBe(DEMO_PROVIDER_IDS.provider);
      await connection.execute(`update provider set approval_status = 'Pending' where id = ?`, [DEMO_PROVIDER_IDS.provider]);
      try {
        await expect(canTransact(claims)).rejects.toMatchObject({
          response: { message: PROVIDER_STANDING_MESSAGES.notApproved },
        });
      } finally {
        await connection.execute(`update provider set approval_status = 'Approved' where id = ?`, [DEMO_PROVIDER_IDS.provider]);
      }
    });

    it('refuses transactions for a provider without a number (pending) or without a profile', async () => {
      const pending: PortalClaims = { sub: 'p', role: Role.Provider, username: 'pending', providerId: DEMO_PROVIDER_IDS.pending };
      await expect(canTransact(pending)).rejects.toMatchObject({
        response: { message: PROVIDER_STANDING_MESSAGES.notApproved },
      });
      await expect(
        canTransact({ sub: 'nobody', role: Role.Provider, username: 'nobody', providerId: null }),
      ).rejects.toMatchObject({ status: 403 });
    });
  });
});
