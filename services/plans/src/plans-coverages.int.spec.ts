import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, coverageSchema, planSchema, Role, type Coverage } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { REFERENCE_TTL_MS } from './reference-cache';
import { z } from 'zod';
import { startTestApi, type TestApi } from '@portal/api/testing';

type Method = 'POST' | 'PUT' | 'DELETE';
interface Reply {
  statusCode: number;
  json(): unknown;
}

const GUID = '0b7c5c9e-2f7e-4f55-9d65-4bb3b1b7a555';

describe('plans and coverages (SuperAdmin writes)', () => {
  let api: TestApi;
  let orm: MikroORM;
  let superToken: string;
  let coverages: Coverage[];

  const errorOf = (response: Reply, statusCode: number) => {
    expect(response.statusCode).toBe(statusCode);
    return apiErrorSchema.parse(response.json());
  };
  const messagesOf = (response: Reply) =>
    Object.fromEntries((errorOf(response, 400).details ?? []).map((d) => [d.path, d.message]));
  const auditCount = async (action: string, subjectId: string) => {
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from audit_entry where action = ? and subject_id = ? and actor = 'user-SuperAdmin' and request_id is not null`,
        [action, subjectId],
      );
    return row?.n;
  };
  const sql = (query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(query, params);
  const newCoverage = async (name: string, assignedId: number) =>
    coverageSchema.parse((await api.send('POST', '/api/coverages', superToken, { name, assignedId })).json());
  const byName = (name: string) => coverages.find((c) => c.name === name) as Coverage;
  const plan = (overrides: Record<string, unknown> = {}) => ({
    planNumber: '555',
    planName: 'Campus Health',
    effectiveDate: '2026-09-01',
    isDrawbridgePlan: true,
    planIdentityId: `{${GUID.toUpperCase()}}`,
    coverages: [
      { coverageId: byName('Physiotherapy').coverageId, requiresReferral: true, customId: 91 },
      { coverageId: byName('Acupuncture').coverageId, requiresReferral: false, customId: null },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
    superToken = await api.token(Role.SuperAdmin);
    coverages = z.array(coverageSchema).parse((await api.get('/api/coverages', superToken)).json());
  });
  afterAll(() => api?.close());

  describe('permissions', () => {
    const writes: [Method, string][] = [
      ['POST', '/api/plans'],
      ['PUT', '/api/plans/1'],
      ['DELETE', '/api/plans/1'],
      ['POST', '/api/coverages'],
      ['PUT', '/api/coverages/1'],
      ['DELETE', '/api/coverages/1'],
    ];

    it.each([Role.Administrator, Role.ClaimsAdmin, Role.Provider])('refuses every write to %s (403)', async (role) => {
      const token = await api.token(role);
      for (const [method, url] of writes) {
        const body = url.includes('plans') ? plan() : { name: 'Dental', assignedId: 40 };
        expect({
          method,
          url,
          status: (await api.send(method, url, token, method === 'DELETE' ? undefined : body)).statusCode,
        }).toEqual({
          method,
          url,
          status: 403,
        });
      }
    });

    it('refuses every write without a token (401)', async () => {
      for (const [method, url] of writes) expect((await api.send(method, url, null, {})).statusCode).toBe(401);
    });

    it('lets every role read plans and coverages', async () => {
      for (const role of [Role.Administrator, Role.ClaimsAdmin, Role.Provider]) {
        const token = await api.token(role);
        expect((await api.get('/api/plans', token)).statusCode).toBe(200);
        expect((await api.get('/api/coverages', token)).statusCode).toBe(200);
      }
    });
  });

  it('publishes the routes and their contracts in the OpenAPI document', async () => {
    const document = (await api.get('/api/docs-json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>>;
    };
    expect(Object.keys(document.paths['/api/plans'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/api/plans/{id}'] ?? {})).toEqual(expect.arrayContaining(['put', 'delete']));
    expect(Object.keys(document.paths['/api/coverages'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/api/coverages/{id}'] ?? {})).toEqual(expect.arrayContaining(['put', 'delete']));
    const body = document.paths['/api/plans']?.post?.requestBody?.content['application/json']?.schema.properties;
    expect(Object.keys(body ?? {})).toEqual(expect.arrayContaining(['planNumber', 'planIdentityId', 'coverages']));
  });

  describe('plans', () => {
    it('creates, updates and deletes a plan, each change audited', async () => {
      const created = await api.send('POST', '/api/plans', superToken, plan());
      expect(created.statusCode).toBe(201);
      const saved = planSchema.parse(created.json());
      expect(saved).toMatchObject({ planNumber: '555', planName: 'Campus Health', isDrawbridgePlan: true, planIdentityId: GUID });
      expect(saved.coverages.map((c) => [c.name, c.requiresReferral, c.customId])).toEqual([
        ['Physiotherapy', true, 91],
        ['Acupuncture', false, null],
      ]);
      expect(await auditCount('plan.create', '555')).toBe(1);

      const update = plan({
        planNumber: '556',
        isDrawbridgePlan: false,
        coverages: [
          {
            coverageId: byName('Acupuncture').coverageId,
            requiresReferral: true,
            customId: 92,
            heldForApproval: true,
            perClaimMaximum: 250.5,
            annualMaximum: 1500,
          },
        ],
      });
      const updated = await api.send('PUT', `/api/plans/${saved.planId}`, superToken, update);
      expect(updated.statusCode).toBe(200);
      expect(planSchema.parse(updated.json())).toMatchObject({
        planId: saved.planId,
        planNumber: '556',
        isDrawbridgePlan: false,
        planIdentityId: null,
        coverages: [
          {
            ...byName('Acupuncture'),
            requiresReferral: true,
            customId: 92,
            heldForApproval: true,
            perClaimMaximum: 250.5,
            annualMaximum: 1500,
          },
        ],
      });
      expect(await sql(`select per_claim_maximum::text as m from plan_coverage where plan_id = ?`, [saved.planId])).toEqual([
        { m: '250.50' },
      ]);
      expect(await auditCount('plan.update', '556')).toBe(1);
      const listed = z.array(planSchema).parse((await api.get('/api/plans', superToken)).json());
      expect(listed.find((p) => p.planId === saved.planId)?.coverages).toHaveLength(1);

      expect((await api.send('DELETE', `/api/plans/${saved.planId}`, superToken)).statusCode).toBe(204);
      expect(await auditCount('plan.delete', '556')).toBe(1);
      expect(errorOf(await api.send('DELETE', `/api/plans/${saved.planId}`, superToken), 404).message).toBe('Plan not found');
    });

    it('answers 400 with the spec messages for bad input', async () => {
      const response = await api.send('POST', '/api/plans', superToken, {
        planNumber: '',
        planName: ' ',
        effectiveDate: '',
        isDrawbridgePlan: true,
        planIdentityId: 'not-a-guid',
        coverages: [],
      });
      expect(messagesOf(response)).toEqual({
        planNumber: 'Please enter number',
        planName: 'Please enter name',
        effectiveDate: 'Please enter date',
        planIdentityId: 'Please enter valid Guid',
        coverages: 'Please select at least one coverage',
      });
      expect(messagesOf(await api.send('POST', '/api/plans', superToken, plan({ planIdentityId: null })))).toEqual({
        planIdentityId: 'Please enter Plan Id',
      });
      const acupuncture = byName('Acupuncture').coverageId;
      const limits = plan({ coverages: [{ coverageId: acupuncture, perClaimMaximum: 0, annualMaximum: 10.005 }] });
      expect(messagesOf(await api.send('POST', '/api/plans', superToken, limits))).toEqual({
        'coverages.0.perClaimMaximum': 'Please enter an amount above 0 with at most two decimals',
        'coverages.0.annualMaximum': 'Please enter an amount above 0 with at most two decimals',
      });
      expect(errorOf(await api.send('PUT', '/api/plans/abc', superToken, plan()), 400).message).toBe('Validation failed');
      expect(errorOf(await api.send('POST', '/api/plans', superToken, [plan()]), 400).message).toBe('Validation failed');
    });

    it("refuses an unknown coverage and a custom id that is an assigned id or used twice ('ID is used')", async () => {
      const physio = byName('Physiotherapy');
      const massage = byName('Massage Therapy');
      const response = await api.send(
        'POST',
        '/api/plans',
        superToken,
        plan({
          coverages: [
            { coverageId: physio.coverageId, requiresReferral: false, customId: massage.assignedId },
            { coverageId: massage.coverageId, requiresReferral: false, customId: 93 },
            { coverageId: byName('Psychology').coverageId, requiresReferral: false, customId: 93 },
            { coverageId: 999_999, requiresReferral: false, customId: null },
          ],
        }),
      );
      expect(messagesOf(response)).toEqual({
        'coverages.0.customId': 'ID is used',
        'coverages.2.customId': 'ID is used',
        'coverages.3.coverageId': 'Unknown coverage',
      });
      expect(
        z
          .array(planSchema)
          .parse((await api.get('/api/plans', superToken)).json())
          .map((p) => p.planNumber),
      ).not.toContain('555');
    });

    it('refuses a duplicate plan number (409) and an unknown plan (404)', async () => {
      expect(errorOf(await api.send('POST', '/api/plans', superToken, plan({ planNumber: '110' })), 409).message).toBe(
        'Plan number 110 already exists',
      );
      const created = planSchema.parse((await api.send('POST', '/api/plans', superToken, plan({ planNumber: '557' }))).json());
      expect(
        errorOf(await api.send('PUT', `/api/plans/${created.planId}`, superToken, plan({ planNumber: '420' })), 409).statusCode,
      ).toBe(409);
      expect(errorOf(await api.send('PUT', '/api/plans/987654', superToken, plan()), 404).message).toBe('Plan not found');
      expect((await api.send('DELETE', `/api/plans/${created.planId}`, superToken)).statusCode).toBe(204);
    });
  });

  describe('coverages', () => {
    it('creates, renames and deletes a coverage, each change audited', async () => {
      const created = await api.send('POST', '/api/coverages', superToken, { name: 'Dental', assignedId: 40 });
      expect(created.statusCode).toBe(201);
      const dental = coverageSchema.parse(created.json());
      expect(dental).toMatchObject({ name: 'Dental', assignedId: 40 });
      expect(await auditCount('coverage.create', String(dental.coverageId))).toBe(1);

      const renamed = await api.send('PUT', `/api/coverages/${dental.coverageId}`, superToken, {
        name: 'Dentistry',
        assignedId: 40,
      });
      expect(renamed.statusCode).toBe(200);
      expect(coverageSchema.parse(renamed.json())).toMatchObject({ coverageId: dental.coverageId, name: 'Dentistry' });
      expect(await auditCount('coverage.update', String(dental.coverageId))).toBe(1);

      expect((await api.send('DELETE', `/api/coverages/${dental.coverageId}`, superToken)).statusCode).toBe(204);
      expect(await auditCount('coverage.delete', String(dental.coverageId))).toBe(1);
      expect(errorOf(await api.send('DELETE', `/api/coverages/${dental.coverageId}`, superToken), 404).message).toBe(
        'Coverage not found',
      );
    });

    it("refuses another coverage's assigned id or a plan's custom id ('ID is used') but keeps an unchanged one", async () => {
      const physio = byName('Physiotherapy');
      expect(
        messagesOf(await api.send('POST', '/api/coverages', superToken, { name: 'Dental', assignedId: physio.assignedId })),
      ).toEqual({
        assignedId: 'ID is used',
      });
      const massage = byName('Massage Therapy');
      expect(
        messagesOf(
          await api.send('PUT', `/api/coverages/${massage.coverageId}`, superToken, {
            name: massage.name,
            assignedId: physio.assignedId,
          }),
        ),
      ).toEqual({ assignedId: 'ID is used' });
      const withCustomId = planSchema.parse(
        (
          await api.send(
            'POST',
            '/api/plans',
            superToken,
            plan({ planNumber: '558', coverages: [{ coverageId: physio.coverageId, customId: 95 }] }),
          )
        ).json(),
      );
      expect(messagesOf(await api.send('POST', '/api/coverages', superToken, { name: 'Dental', assignedId: 95 }))).toEqual({
        assignedId: 'ID is used',
      });
      expect((await api.send('DELETE', `/api/plans/${withCustomId.planId}`, superToken)).statusCode).toBe(204);
      const unchanged = await api.send('PUT', `/api/coverages/${massage.coverageId}`, superToken, {
        name: massage.name,
        assignedId: massage.assignedId,
      });
      expect(unchanged.statusCode).toBe(200);
    });

    it('answers 400 for bad input and 404 for an unknown coverage', async () => {
      expect(messagesOf(await api.send('POST', '/api/coverages', superToken, { name: '', assignedId: -1 }))).toEqual({
        name: 'Please enter name',
        assignedId: expect.any(String),
      });
      expect(
        errorOf(await api.send('PUT', '/api/coverages/987654', superToken, { name: 'X', assignedId: 77 }), 404).message,
      ).toBe('Coverage not found');
    });

    it('refuses to delete a coverage a plan offers (409), naming the plans', async () => {
      const chiro = byName('Chiropractic');
      const refused = errorOf(await api.send('DELETE', `/api/coverages/${chiro.coverageId}`, superToken), 409);
      expect(refused.message).toBe(
        'The coverage Chiropractic is used by plan 110, 247-01, 300, 420 and 3 providers and cannot be deleted',
      );
      expect(z.array(coverageSchema).parse((await api.get('/api/coverages', superToken)).json())).toContainEqual(chiro);
    });

    it('refuses to delete a coverage claims were submitted under (409)', async () => {
      const dental = await newCoverage('Dental', 41);
      await sql(
        `insert into claim (id, submission_id, idempotency_key, member_id, provider_id, office_id, plan_number, health_office,
           first_name, last_name, date_of_birth, claim_amount_total, request_hash, record)
         values (9001, 'CPP1101', 'key-9001', '000123456', ?, ?, '110', 'Main Street Clinic', 'Alice', 'Martin', '1990-01-01', 80, '', '{}')`,
        [randomUUID(), randomUUID()],
      );
      await sql(
        `insert into expense (id, claim_id, expense_date, patient_name, dependant_no, coverage_type_id, amount)
         values (9001, 9001, '2026-11-01', 'ALICE', '00', 41, 80)`,
      );
      expect(errorOf(await api.send('DELETE', `/api/coverages/${dental.coverageId}`, superToken), 409).message).toBe(
        'The coverage Dental is used by 1 claim and cannot be deleted',
      );
      expect(await auditCount('coverage.delete', String(dental.coverageId))).toBe(0);
    });

    it('refuses to delete a coverage a provider offers (409)', async () => {
      const dietetics = await newCoverage('Dietetics', 42);
      await sql(`insert into provider_coverage (provider_id, coverage_id) values (?, ?)`, [
        DEMO_PROVIDER_IDS.provider2,
        dietetics.coverageId,
      ]);
      expect(errorOf(await api.send('DELETE', `/api/coverages/${dietetics.coverageId}`, superToken), 409).message).toBe(
        'The coverage Dietetics is used by 1 provider and cannot be deleted',
      );
    });
  });

  describe('cached reads (ADR 028)', () => {
    const read = async (url: string, token: string) => {
      const response = await api.get(url, token);
      return { status: response.statusCode, body: response.json() as unknown };
    };
    const plansOf = async (token: string) => z.array(planSchema).parse((await read('/api/plans', token)).body);
    const coveragesOf = async (token: string) => z.array(coverageSchema).parse((await read('/api/coverages', token)).body);

    it("shows every role a super admin's write on the very next read", async () => {
      const provider = await api.token(Role.Provider);
      // Read first, so the plans and coverages are cached.
      expect((await plansOf(provider)).map((p) => p.planNumber)).not.toContain('558');
      expect((await read('/api/plans/558', provider)).status).toBe(404);
      expect((await coveragesOf(provider)).map((c) => c.name)).not.toContain('Kinesiology');

      const kinesiology = await newCoverage('Kinesiology', 43);
      expect((await coveragesOf(provider)).map((c) => c.name)).toContain('Kinesiology');

      const created = await api.send('POST', '/api/plans', superToken, {
        ...plan({ planNumber: '558', planName: 'Cached Plan' }),
        coverages: [{ coverageId: kinesiology.coverageId, requiresReferral: false, customId: null }],
      });
      expect(created.statusCode).toBe(201);
      const saved = planSchema.parse(created.json());
      expect((await read('/api/plans/558', provider)).body).toEqual(saved);
      expect((await plansOf(provider)).find((p) => p.planNumber === '558')).toEqual(saved);

      const renamed = await api.send('PUT', `/api/plans/${saved.planId}`, superToken, {
        ...plan({ planNumber: '558', planName: 'Renamed Plan' }),
        coverages: [{ coverageId: kinesiology.coverageId, requiresReferral: true, customId: null }],
      });
      expect(renamed.statusCode).toBe(200);
      expect(planSchema.parse((await read('/api/plans/558', provider)).body)).toMatchObject({
        planName: 'Renamed Plan',
        coverages: [{ name: 'Kinesiology', requiresReferral: true }],
      });

      // A coverage's new name shows in the plans that offer it.
      expect(
        (
          await api.send('PUT', `/api/coverages/${kinesiology.coverageId}`, superToken, {
            name: 'Kinesiotherapy',
            assignedId: 43,
          })
        ).statusCode,
      ).toBe(200);
      expect(planSchema.parse((await read('/api/plans/558', provider)).body).coverages[0]?.name).toBe('Kinesiotherapy');
      expect((await coveragesOf(provider)).map((c) => c.name)).toContain('Kinesiotherapy');

      expect((await api.send('DELETE', `/api/plans/${saved.planId}`, superToken)).statusCode).toBe(204);
      expect((await read('/api/plans/558', provider)).status).toBe(404);
      expect((await plansOf(provider)).map((p) => p.planNumber)).not.toContain('558');
      expect((await api.send('DELETE', `/api/coverages/${kinesiology.coverageId}`, superToken)).statusCode).toBe(204);
      expect((await coveragesOf(provider)).map((c) => c.name)).not.toContain('Kinesiotherapy');
    });

    it("serves another replica's write (here, one made in the database) within REFERENCE_TTL_MS", async () => {
      const provider = await api.token(Role.Provider);
      const before = planSchema.parse((await read('/api/plans/300', provider)).body);
      await sql(`update plan set plan_name = 'Future Plan (renamed elsewhere)' where plan_number = '300'`);
      try {
        expect(planSchema.parse((await read('/api/plans/300', provider)).body).planName).toBe(before.planName);
        await new Promise((ok) => setTimeout(ok, REFERENCE_TTL_MS + 100));
        expect(planSchema.parse((await read('/api/plans/300', provider)).body).planName).toBe('Future Plan (renamed elsewhere)');
      } finally {
        await sql(`update plan set plan_name = ? where plan_number = '300'`, [before.planName]);
      }
    });
  });
});
