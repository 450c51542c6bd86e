import { MikroORM } from '@mikro-orm/postgresql';
import {
  apiErrorSchema,
  benefitsOfficeSchema,
  coverageSchema,
  DEFAULT_BENEFITS_OFFICES,
  homepageSchema,
  planSchema,
  provinceSchema,
  providerSchema,
  Role,
} from '@portal/contracts';
import { healthSchema } from '@portal/contracts/health';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { z } from 'zod';
import { loadApiConfig } from './config/api-config';
import { createApp } from './http/create-app';
import { startTestApi, type TestApi } from './testing/test-api';

const OWN = DEMO_PROVIDER_IDS.provider;
const OTHER = DEMO_PROVIDER_IDS.provider2;

describe('API', () => {
  let api: TestApi;
  let providerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApi();
    providerToken = await api.token(Role.Provider, OWN);
    adminToken = await api.token(Role.Administrator);
  });
  afterAll(() => api?.close());

  const expectError = (response: { statusCode: number; json(): unknown }, statusCode: number) => {
    expect(response.statusCode).toBe(statusCode);
    const body = apiErrorSchema.parse(response.json());
    expect(body.statusCode).toBe(statusCode);
    expect(body.requestId).toBeTruthy();
    return body;
  };

  describe('health and plumbing', () => {
    it('reports health without a token', async () => {
      const response = await api.get('/api/health');
      expect(response.statusCode).toBe(200);
      const health = healthSchema.parse(response.json());
      expect(health).toMatchObject({ status: 'ok', database: { status: 'up' } });
      expect(health.database.latencyMs).toEqual(expect.any(Number));
    });

    // MikroORM 7 opens its connection on the first query: the check must not mistake "not used yet" for "down".
    it('reports a freshly started process healthy before anything else touched the database', async () => {
      const fresh = await createApp(loadApiConfig({ NODE_ENV: 'test', DATABASE_URL: api.db.url }), false);
      try {
        const response = await fresh.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
        expect(healthSchema.parse(response.json())).toMatchObject({ status: 'ok', database: { status: 'up' } });
      } finally {
        await fresh.close();
      }
    });

    it('answers unknown routes with a 404 error body', async () => {
      expectError(await api.get('/api/nope', adminToken), 404);
    });

    it('answers malformed URLs in the same error shape', async () => {
      expectError(await api.get('/api/provider/%E0%A4%A', adminToken), 400);
      expectError(await api.get(`/api/provider/${'a'.repeat(500)}`, adminToken), 414);
    });

    it('echoes a given request id and mints one otherwise', async () => {
      const given = await api.get('/api/nope', adminToken, { 'x-request-id': 'trace-123' });
      expect(given.headers['x-request-id']).toBe('trace-123');
      expect((given.json() as { requestId: string }).requestId).toBe('trace-123');
      const minted = await api.get('/api/health');
      expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(minted.headers['cache-control']).toBe('no-store');
    });

    it('allows cross-origin calls from the configured origins only', async () => {
      const preflight = (origin: string) =>
        api.app.inject({
          method: 'OPTIONS',
          url: '/api/coverages',
          headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
        });
      expect((await preflight('http://localhost:4200')).headers['access-control-allow-origin']).toBe('http://localhost:4200');
      expect((await preflight('https://evil.test')).headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets the portal update and delete across origins (e.g. PUT /audit/{id})', async () => {
      const preflight = await api.app.inject({
        method: 'OPTIONS',
        url: '/api/audit/1',
        headers: {
          origin: 'http://localhost:4200',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
        expect.arrayContaining(['PUT', 'DELETE']),
      );
    });

    it('publishes the OpenAPI document', async () => {
      const response = await api.get('/api/docs-json');
      expect(response.statusCode).toBe(200);
      const document = response.json() as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/provider/{id}', '/api/plans']));
    });
  });

  describe('authentication', () => {
    const claims = { sub: 'u1', role: Role.Administrator, username: 'admin' };

    it('refuses a request without a token', async () => {
      expectError(await api.get('/api/coverages'), 401);
    });

    it.each([
      ['a wrong issuer', { issuer: 'http://evil.test' }],
      ['a wrong audience', { audience: 'http://other.test/api' }],
      ['an expired token', { expiresIn: -60 }],
      ['a bad signature', { foreignKey: true }],
      ['an unknown kid', { kid: 'unknown-kid' }],
      ['an HS256 token signed with the public key', { alg: 'HS256' as const }],
      ['a token without exp', { noExpiry: true }],
    ])('refuses %s', async (_name, overrides) => {
      expectError(await api.get('/api/coverages', await api.issuer.sign(claims, overrides)), 401);
    });

    it('refuses tokens whose claims are not the portal claims', async () => {
      expectError(await api.get('/api/coverages', await api.issuer.sign({ sub: 'u1', role: 'Root', username: 'x' })), 401);
      expectError(await api.get('/api/coverages', await api.issuer.sign({ sub: 'u1', username: 'x' })), 401);
    });

    it('refuses garbage and unsigned tokens', async () => {
      expectError(await api.get('/api/coverages', 'not-a-jwt'), 401);
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ ...claims, iss: api.issuer.issuer, aud: api.issuer.audience })).toString(
        'base64url',
      );
      expectError(await api.get('/api/coverages', `${header}.${payload}.`), 401);
    });

    it('accepts tokens signed with a newly rotated key', async () => {
      await api.issuer.rotate();
      const response = await api.get('/api/coverages', await api.issuer.sign(claims));
      expect(response.statusCode).toBe(200);
    });
  });

  describe('authorization', () => {
    it('refuses a role the route does not list (403)', async () => {
      expectError(await api.get('/api/provider', providerToken), 403);
      const list = await api.get('/api/provider', await api.token(Role.ClaimsAdmin));
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-total-count']).toBe('4');
    });
  });

  describe('reference data', () => {
    it('lists the provinces with Other last', async () => {
      const response = await api.get('/api/enums/provinces', providerToken);
      expect(response.statusCode).toBe(200);
      const provinces = z.array(provinceSchema).parse(response.json());
      expect(provinces).toHaveLength(14);
      expect(provinces.at(-1)).toMatchObject({ code: 'OT', name: 'Other' });
      expect(provinces.map((p) => p.code)).toEqual(expect.arrayContaining(['ON', 'QC', 'BC', 'NU', 'YT']));
    });

    it('lists coverages 11 to 16 in order', async () => {
      const response = await api.get('/api/coverages', await api.token(Role.ClaimsAdmin));
      const coverages = z.array(coverageSchema).parse(response.json());
      expect(coverages.map((c) => [c.assignedId, c.name])).toEqual([
        [11, 'Physiotherapy'],
        [12, 'Massage Therapy'],
        [13, 'Chiropractic'],
        [14, 'Psychology'],
        [15, 'Acupuncture'],
        [16, 'Naturopathy'],
      ]);
    });

    it('lists plans with their coverage settings', async () => {
      const response = await api.get('/api/plans', await api.token(Role.SuperAdmin));
      const plans = z.array(planSchema).parse(response.json());
      expect(plans.map((p) => p.planNumber)).toEqual(['110', '247-01', '300', '420']);
      const plan = (planNumber: string) => {
        const found = plans.find((p) => p.planNumber === planNumber);
        if (!found) throw new Error(`plan ${planNumber} missing`);
        return found;
      };
      expect(
        plan('110')
          .coverages.filter((c) => c.requiresReferral)
          .map((c) => c.assignedId),
      ).toEqual([11, 12]);
      expect(plan('247-01').coverages.map((c) => c.assignedId)).toEqual([11, 13, 14]);
      expect(plan('420')).toMatchObject({ isDrawbridgePlan: true, planIdentityId: '9b2e4c1a-5f3d-4e8b-a7c6-1d2e3f4a5b6c' });
      expect(plan('420').coverages.map((c) => c.assignedId)).toEqual([12, 13]);
      expect(plan('300').effectiveDate > new Date().toISOString().slice(0, 10)).toBe(true);
      expect(plan('110').coverages[0]).toMatchObject({ customId: null, heldForApproval: false });
      expect(plan('110').submissionWindowDays).toBe(30);
    });
  });

  describe('home page', () => {
    it('serves the seeded home page', async () => {
      const response = await api.get('/api/homepage', providerToken);
      const homepage = homepageSchema.parse(response.json());
      expect(homepage.html).toContain('New Claim');
    });

    it('never returns a stored script', async () => {
      const em = api.app.get(MikroORM).em.fork();
      await em.getConnection().execute(`insert into homepage (html) values ('<p onclick="x()">Hi</p><script>alert(1)</script>')`);
      const homepage = homepageSchema.parse((await api.get('/api/homepage', providerToken)).json());
      expect(homepage.html).toBe('<p>Hi</p>');
    });
  });

  describe('benefits offices', () => {
    it('lists the three regional offices to anyone, signed in or not', async () => {
      const response = await api.get('/api/benefitsOffices');
      expect(response.statusCode).toBe(200);
      const offices = benefitsOfficeSchema.array().parse(response.json());
      expect(offices.map((o) => o.name)).toEqual(DEFAULT_BENEFITS_OFFICES.map((o) => o.name));
    });
  });

  describe('provider details', () => {
    it('shows a provider their own profile with bank accounts masked', async () => {
      const response = await api.get(`/api/provider/${OWN}`, providerToken);
      expect(response.statusCode).toBe(200);
      const provider = providerSchema.parse(response.json());
      expect(provider.providerName).toBe('Main Street Health Group');
      expect(provider.offices.map((o) => [o.officeName, o.accountNumber, o.province])).toEqual([
        ['Main Street Clinic', '******321', 'ON'],
        ['Harbour Clinic', '******322', 'NS'],
      ]);
      expect(provider.coverages).toHaveLength(3);
      expect(response.body).not.toContain('987654321');
    });

    it('answers 404, not 403, for another provider', async () => {
      const body = expectError(await api.get(`/api/provider/${OTHER}`, providerToken), 404);
      expect(body.message).toBe('Provider not found');
      expectError(await api.get(`/api/provider/${OWN}`, await api.token(Role.Provider, null)), 404);
    });

    it('shows Administrator and SuperAdmin any provider unmasked and audits it; ClaimsAdmin and the list see them masked', async () => {
      for (const role of [Role.Administrator, Role.SuperAdmin]) {
        const provider = providerSchema.parse((await api.get(`/api/provider/${OTHER}`, await api.token(role))).json());
        expect(provider.offices[0]?.accountNumber).toBe('987654323');
      }
      const claimsAdmin = providerSchema.parse(
        (await api.get(`/api/provider/${OTHER}`, await api.token(Role.ClaimsAdmin))).json(),
      );
      expect(claimsAdmin.offices[0]?.accountNumber).toBe('******323');
      const list = await api.get('/api/provider', adminToken);
      expect(list.body).not.toContain('987654323');
      const orm = api.app.get(MikroORM);
      const [reads] = await orm.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from audit_entry where action = 'provider.bank-details.read' and subject_id = ?`,
          [OTHER],
        );
      expect(reads?.n).toBeGreaterThanOrEqual(2);
    });

    it('shows the suspended and pending states', async () => {
      const suspended = providerSchema.parse((await api.get(`/api/provider/${DEMO_PROVIDER_IDS.suspended}`, adminToken)).json());
      expect(suspended).toMatchObject({ isSuspended: true, adminMessage: expect.any(String) });
      const pending = providerSchema.parse((await api.get(`/api/provider/${DEMO_PROVIDER_IDS.pending}`, adminToken)).json());
      expect(pending).toMatchObject({ approvalStatus: 'Pending', providerNumber: null });
    });

    it('answers 404 for an unknown provider, in French when the client asks for French', async () => {
      const unknown = '/api/provider/3f8a1c52-7d1e-4b6a-9c01-0000000000ff';
      expect(expectError(await api.get(unknown, adminToken), 404).message).toBe('Provider not found');
      expect(expectError(await api.get(unknown, adminToken, { 'accept-language': 'fr-CA' }), 404).message).toBe(
        'Fournisseur introuvable',
      );
    });

    it('answers 400 with details for a malformed id, never 500', async () => {
      const body = expectError(await api.get('/api/provider/not-a-uuid', adminToken), 400);
      expect(body.details?.[0]?.path).toBe('id');
      expectError(await api.get(`/api/provider/${encodeURIComponent("1' or '1'='1")}`, providerToken), 400);
    });
  });
});
