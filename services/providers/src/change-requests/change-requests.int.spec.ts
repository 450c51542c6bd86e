import { MikroORM } from '@mikro-orm/postgresql';
import {
  apiErrorSchema,
  providerChangeRequestSchema,
  coverageSchema,
  providerSchema,
  Role,
  type ProviderChangeRequest,
} from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { z } from 'zod';
import { startTestApi, type TestApi } from '@portal/api/testing';
import { ChangeRequestsDemoSeeder } from './change-requests-demo.seeder';

const OWN = DEMO_PROVIDER_IDS.provider;

const office = (overrides: Record<string, unknown> = {}) => ({
  officeName: 'Elm Street Office',
  registrationNumber: 'OFF-77',
  phoneNumber: '416-555-0199',
  directDepositEmail: 'pay@elm.example',
  address: '12 Elm Street',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 2T6',
  institutionNumber: '003',
  transitNumber: '12345',
  accountNumber: '55500011122',
  accountType: 'Chequing',
  verifyDirectDeposit: true,
  ...overrides,
});

describe('provider registration, change requests and approvals', () => {
  let api: TestApi;
  let orm: MikroORM;
  let adminToken: string;
  let coverageIds: number[];
  let accounts = 0;

  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(sql, params);
  /** A new Provider account without a profile. */
  const newAccount = async () => {
    accounts += 1;
    const sub = `new-account-${accounts}`;
    return {
      sub,
      token: await api.issuer.sign({ sub, role: Role.Provider, username: `newprovider${accounts}`, providerId: null }),
    };
  };
  const registration = (overrides: Record<string, unknown> = {}) => ({
    providerName: `Elm Street Physio ${accounts}`,
    registrationNumber: 'REG-2001',
    email: 'owner@elm.example',
    offices: [office()],
    coverages: coverageIds.slice(0, 2),
    verifyProviderRegistration: true,
    terms: true,
    ...overrides,
  });
  const register = async (overrides: Record<string, unknown> = {}) => {
    const account = await newAccount();
    const response = await api.send('POST', '/api/provider', account.token, registration(overrides));
    expect(response.statusCode).toBe(201);
    return { ...account, record: providerChangeRequestSchema.parse(response.json()) };
  };
  const errorOf = (response: { statusCode: number; json(): unknown }, statusCode: number) => {
    expect(response.statusCode).toBe(statusCode);
    return apiErrorSchema.parse(response.json());
  };
  const messagesOf = (response: { statusCode: number; json(): unknown }) =>
    Object.fromEntries((errorOf(response, 400).details ?? []).map((d) => [d.path, d.message]));

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
    adminToken = await api.token(Role.Administrator);
    coverageIds = z
      .array(coverageSchema)
      .parse((await api.get('/api/coverages', adminToken)).json())
      .map((c) => c.coverageId);
  });
  afterAll(() => api?.close());

  describe('demo seed', () => {
    it("holds the pending provider's registration request, Pending, and adds no second one on a re-run", async () => {
      const pendingRequests = () =>
        query<{ n: number }>(`select count(*)::int as n from change_request where provider_id = ?`, [DEMO_PROVIDER_IDS.pending]);
      expect(await pendingRequests()).toEqual([{ n: 1 }]);
      const list = await api.get('/api/audit?providerName=&approvalStatus=Pending&limit=all', adminToken);
      const records = z.array(providerChangeRequestSchema).parse(list.json());
      const seeded = records.find((record) => record.providerId === DEMO_PROVIDER_IDS.pending);
      expect(seeded).toMatchObject({ action: 'provider.register', oldValue: null, approvalStatus: 'Pending' });
      await api.app.get(ChangeRequestsDemoSeeder).run();
      expect(await pendingRequests()).toEqual([{ n: 1 }]);
    });
  });

  describe('POST /provider', () => {
    it('creates the provider Pending with no number, and its change request, and links the account', async () => {
      const { token, record } = await register();
      expect(record).toMatchObject({
        approvalStatus: 'Pending',
        action: 'provider.register',
        oldValue: null,
        providerNumber: null,
      });
      expect(record.newValue.offices[0]).toMatchObject({
        officeName: 'Elm Street Office',
        accountNumber: '********122',
        businessID: null,
      });
      const provider = providerSchema.parse((await api.get(`/api/provider/${record.providerId}`, token)).json());
      expect(provider).toMatchObject({ approvalStatus: 'Pending', providerNumber: null, latestAuditId: record.id });
      expect(provider.offices[0]?.accountNumber).toBe('********122');
      const [row] = await query<{ account_subject: string }>('select account_subject from provider where id = ?', [
        record.providerId,
      ]);
      expect(row?.account_subject).toMatch(/^new-account-/);
    });

    it('answers 409 for an account that already has a profile', async () => {
      const { token } = await register();
      errorOf(await api.send('POST', '/api/provider', token, registration()), 409);
      errorOf(await api.send('POST', '/api/provider', await api.token(Role.Provider, OWN), registration()), 409);
    });

    it('lists every spec §5 provider and office message', async () => {
      const { token } = await newAccount();
      const blank = messagesOf(
        await api.send('POST', '/api/provider', token, {
          providerName: ' ',
          registrationNumber: 'REG-X',
          offices: [
            office({
              officeName: '',
              address: '',
              city: '',
              postalCode: '',
              phoneNumber: '',
              directDepositEmail: '',
              province: '',
            }),
            office({
              phoneNumber: '123-456',
              directDepositEmail: 'not-mail',
              institutionNumber: '12',
              transitNumber: '1234',
              accountNumber: '1234567890123',
              verifyDirectDeposit: false,
              registrationNumber: 'R-A',
            }),
          ],
          coverages: [],
          verifyProviderRegistration: false,
          terms: false,
        }),
      );
      expect(blank).toMatchObject({
        providerName: 'Please Enter',
        registrationNumber: 'Registration number must be valid',
        'offices.0.officeName': 'Please Enter',
        'offices.0.address': 'Please Enter',
        'offices.0.city': 'Please Enter',
        'offices.0.postalCode': 'Please Enter',
        'offices.0.phoneNumber': 'Phone is required',
        'offices.0.directDepositEmail': 'E-mail is required',
        'offices.0.province': 'Please Select',
        'offices.1.phoneNumber': 'Phone must be valid',
        'offices.1.directDepositEmail': 'E-mail must be valid',
        'offices.1.registrationNumber': 'Registration number must be valid',
        'offices.1.institutionNumber': 'Must be 3 numbers',
        'offices.1.transitNumber': 'Must be 5 numbers',
        'offices.1.accountNumber': 'Must be less than 12 numbers',
        'offices.1.verifyDirectDeposit': 'Please verify',
        coverages: 'please select at least one coverage',
        verifyProviderRegistration: 'Please verify',
        terms: 'Please accept the terms and conditions',
      });
      const unknown = messagesOf(
        await api.send(
          'POST',
          '/api/provider',
          token,
          registration({ offices: [office({ province: 'ZZ' })], coverages: [999999] }),
        ),
      );
      expect(unknown).toEqual({ 'offices.0.province': 'Please Select', 'coverages.0': 'please select at least one coverage' });
      expect(
        messagesOf(await api.send('POST', '/api/provider', token, registration({ offices: [office({ accountNumber: '' })] }))),
      ).toEqual({
        'offices.0.accountNumber': 'Please Enter',
      });
      // Nothing was created by the refused attempts.
      errorOf(
        await api.get('/api/audit?providerName=' + encodeURIComponent('does not exist'), await api.token(Role.Provider, OWN)),
        403,
      );
      const [count] = await query<{ n: number }>(`select count(*)::int as n from provider where account_subject = ?`, [
        `new-account-${accounts}`,
      ]);
      expect(count?.n).toBe(0);
    });

    it('refuses admin roles (403) and no token (401)', async () => {
      errorOf(await api.send('POST', '/api/provider', adminToken, registration()), 403);
      expect((await api.app.inject({ method: 'POST', url: '/api/provider', payload: registration() })).statusCode).toBe(401);
    });

    it('stores no plain account number, in the office table or in the change request', async () => {
      await register({ offices: [office({ accountNumber: '777123456789' })] });
      const offices = await query<{ account_number_encrypted: string }>('select account_number_encrypted from office');
      expect(offices.length).toBeGreaterThan(0);
      expect(offices.some((o) => o.account_number_encrypted.includes('777123456789'))).toBe(false);
      const requests = await query<{ body: string }>(
        `select coalesce(old_value::text, '') || new_value::text as body from change_request`,
      );
      expect(requests.some((r) => r.body.includes('777123456789'))).toBe(false);
    });
  });

  describe('PUT /provider/{id}', () => {
    it('creates a pending change holding old and new values; the live profile is unchanged; a second PUT is 409', async () => {
      const token = await api.token(Role.Provider, OWN);
      const before = providerSchema.parse((await api.get(`/api/provider/${OWN}`, token)).json());
      const offices = before.offices.map((o) => ({ ...o, officeName: `${o.officeName} Renamed` }));
      const response = await api.send('PUT', `/api/provider/${OWN}`, token, {
        providerName: 'Main Street Health Group Renamed',
        registrationNumber: before.registrationNumber,
        offices,
        coverages: before.coverages,
      });
      expect(response.statusCode).toBe(200);
      const record = providerChangeRequestSchema.parse(response.json());
      expect(record).toMatchObject({ approvalStatus: 'Pending', action: 'provider.update', providerNumber: 'P000001' });
      expect(record.oldValue?.providerName).toBe('Main Street Health Group');
      expect(record.newValue.providerName).toBe('Main Street Health Group Renamed');
      // the masked account number sent back keeps the stored one
      expect(record.newValue.offices.map((o) => o.accountNumber)).toEqual(['******321', '******322']);
      expect(record.newValue.offices.map((o) => o.accountNumberChanged)).toEqual([false, false]);
      const after = providerSchema.parse((await api.get(`/api/provider/${OWN}`, adminToken)).json());
      expect(after.providerName).toBe('Main Street Health Group');
      expect(after.offices[0]?.accountNumber).toBe('987654321');

      const again = errorOf(
        await api.send('PUT', `/api/provider/${OWN}`, token, { ...registration(), offices: [office()] }),
        409,
      );
      expect(again.message).toMatch(/pending approval/);

      const approved = await api.send('PUT', `/api/audit/${record.id}`, adminToken, { ...record, approvalStatus: 'Approved' });
      expect(approved.statusCode).toBe(200);
      const live = providerSchema.parse((await api.get(`/api/provider/${OWN}`, adminToken)).json());
      expect(live).toMatchObject({
        providerName: 'Main Street Health Group Renamed',
        providerNumber: 'P000001',
        approvalStatus: 'Approved',
      });
      expect(live.offices.map((o) => [o.officeName, o.businessID, o.accountNumber])).toEqual([
        ['Main Street Clinic Renamed', 'P000001-1', '987654321'],
        ['Harbour Clinic Renamed', 'P000001-2', '987654322'],
      ]);
    });

    it('flags a new account number even when its masked form looks like the old one', async () => {
      const token = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider2);
      const before = providerSchema.parse((await api.get(`/api/provider/${DEMO_PROVIDER_IDS.provider2}`, token)).json());
      const lastThree = before.offices[0]?.accountNumber.slice(-3) ?? '';
      const response = await api.send('PUT', `/api/provider/${DEMO_PROVIDER_IDS.provider2}`, token, {
        providerName: before.providerName,
        registrationNumber: before.registrationNumber,
        offices: before.offices.map((o) => ({ ...o, accountNumber: `5550001${lastThree}` })),
        coverages: before.coverages,
      });
      const record = providerChangeRequestSchema.parse(response.json());
      expect(record.newValue.offices[0]?.accountNumber.slice(-3)).toBe(lastThree);
      expect(record.newValue.offices[0]?.accountNumberChanged).toBe(true);
      const rejected = await api.send('PUT', `/api/audit/${record.id}`, adminToken, { approvalStatus: 'Rejected' });
      expect(rejected.statusCode).toBe(200);
    });

    it('answers 404 for another provider’s profile', async () => {
      errorOf(
        await api.send(
          'PUT',
          `/api/provider/${DEMO_PROVIDER_IDS.provider2}`,
          await api.token(Role.Provider, OWN),
          registration(),
        ),
        404,
      );
    });
  });

  describe('GET /audit and decisions', () => {
    it('lists with filters, paging and x-total-count, newest first by default; every read is audited', async () => {
      const a = await register({ providerName: 'Filter Alpha Clinic' });
      const b = await register({ providerName: 'Filter Alpha Annex' });
      const page = await api.get('/api/audit?providerName=filter%20alpha&limit=10&page=1', adminToken);
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe('2');
      const records = z.array(providerChangeRequestSchema).parse(page.json());
      expect(records.map((r) => r.id)).toEqual([b.record.id, a.record.id]);
      expect(records[0]?.newValue.offices[0]?.accountNumber).toBe('********122');

      const second = await api.get('/api/audit?providerName=filter%20alpha&limit=10&page=2', adminToken);
      expect(second.headers['x-total-count']).toBe('2');
      expect(second.json()).toEqual([]);

      const all = await api.get('/api/audit?limit=all&order=asc&approvalStatus=Pending', await api.token(Role.SuperAdmin));
      const allRecords = z.array(providerChangeRequestSchema).parse(all.json());
      expect(allRecords.length).toBe(Number(all.headers['x-total-count']));
      expect(allRecords.every((r) => r.approvalStatus === 'Pending')).toBe(true);

      const today = new Date().toISOString().slice(0, 10);
      expect(
        Number((await api.get(`/api/audit?timestamp=${today}&limit=all`, adminToken)).headers['x-total-count']),
      ).toBeGreaterThan(1);
      expect((await api.get('/api/audit?timestamp=2001-01-01', adminToken)).headers['x-total-count']).toBe('0');
      const defaults = z.array(providerChangeRequestSchema).parse((await api.get('/api/audit', adminToken)).json());
      expect(defaults.length).toBeLessThanOrEqual(10);

      errorOf(await api.get('/api/audit?limit=7', adminToken), 400);
      errorOf(await api.get('/api/audit', await api.token(Role.ClaimsAdmin)), 403);
      errorOf(await api.get('/api/audit', await api.token(Role.Provider, OWN)), 403);

      const [reads] = await query<{ n: number }>(
        `select count(*)::int as n from audit_entry where action = 'change-request.read' and subject_id = ? and actor = 'user-Administrator'`,
        [String(a.record.id)],
      );
      expect(reads?.n).toBeGreaterThanOrEqual(1);
    });

    it('shows a record to admins and to its own provider only', async () => {
      const mine = await register();
      const other = await register();
      expect((await api.get(`/api/audit/audit-record/${mine.record.id}`, mine.token)).statusCode).toBe(200);
      errorOf(await api.get(`/api/audit/audit-record/${other.record.id}`, mine.token), 404);
      errorOf(await api.get('/api/audit/audit-record/999999', adminToken), 404);
      errorOf(await api.get(`/api/audit/audit-record/${mine.record.id}`, await api.token(Role.ClaimsAdmin)), 403);
      const read = providerChangeRequestSchema.parse(
        (await api.get(`/api/audit/audit-record/${mine.record.id}`, adminToken)).json(),
      );
      expect(read.newValue.offices[0]?.accountNumber).toBe('********122');
    });

    it('approval generates the provider number and business IDs; a second decision is 409', async () => {
      const { token, record } = await register({ offices: [office(), office({ officeName: 'Second Office' })] });
      errorOf(await api.send('PUT', `/api/audit/${record.id}`, token, { approvalStatus: 'Approved' }), 403);
      errorOf(
        await api.send('PUT', `/api/audit/${record.id}`, await api.token(Role.ClaimsAdmin), { approvalStatus: 'Approved' }),
        403,
      );
      errorOf(await api.send('PUT', `/api/audit/${record.id}`, adminToken, { approvalStatus: 'Maybe' }), 400);

      const response = await api.send('PUT', `/api/audit/${record.id}`, adminToken, { approvalStatus: 'Approved' });
      expect(response.statusCode).toBe(200);
      const decided = providerChangeRequestSchema.parse(response.json());
      expect(decided.approvalStatus).toBe('Approved');
      expect(decided.providerNumber).toMatch(/^P\d{6}$/);
      const provider = providerSchema.parse((await api.get(`/api/provider/${record.providerId}`, token)).json());
      expect(provider).toMatchObject({ approvalStatus: 'Approved', providerNumber: decided.providerNumber });
      expect(provider.offices.map((o) => [o.businessID, o.businessName])).toEqual([
        [`${decided.providerNumber}-1`, 'Elm Street Office'],
        [`${decided.providerNumber}-2`, 'Second Office'],
      ]);
      const again = errorOf(await api.send('PUT', `/api/audit/${record.id}`, adminToken, { approvalStatus: 'Rejected' }), 409);
      expect(again.message).toMatch(/already been decided/);
      const [entries] = await query<{ n: number }>(
        `select count(*)::int as n from audit_entry where action = 'change-request.approve' and subject_id = ?`,
        [String(record.id)],
      );
      expect(entries?.n).toBe(1);
    });

    it('rejection leaves the live profile unchanged until the provider marks the record read', async () => {
      const token = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider2);
      const before = providerSchema.parse((await api.get(`/api/provider/${DEMO_PROVIDER_IDS.provider2}`, token)).json());
      const change = await api.send('PUT', `/api/provider/${DEMO_PROVIDER_IDS.provider2}`, token, {
        ...registration(),
        offices: [office()],
      });
      const record = providerChangeRequestSchema.parse(change.json());
      errorOf(await api.send('PUT', `/api/audit/${record.id}/read`, token), 409);
      const rejected = await api.send('PUT', `/api/audit/${record.id}`, await api.token(Role.SuperAdmin), {
        approvalStatus: 'Rejected',
      });
      expect(rejected.statusCode).toBe(200);
      const after = providerSchema.parse((await api.get(`/api/provider/${DEMO_PROVIDER_IDS.provider2}`, token)).json());
      expect({ ...after, approvalStatus: before.approvalStatus, isStatusRead: before.isStatusRead, latestAuditId: null }).toEqual(
        {
          ...before,
          latestAuditId: null,
        },
      );
      expect(after).toMatchObject({ approvalStatus: 'Rejected', isStatusRead: false, latestAuditId: record.id });

      errorOf(await api.send('PUT', `/api/audit/${record.id}/read`, await api.token(Role.Provider, OWN)), 404);
      const read = await api.send('PUT', `/api/audit/${record.id}/read`, token);
      expect(read.statusCode).toBe(200);
      expect(providerChangeRequestSchema.parse(read.json()).isStatusRead).toBe(true);
      expect(
        providerSchema.parse((await api.get(`/api/provider/${DEMO_PROVIDER_IDS.provider2}`, token)).json()).isStatusRead,
      ).toBe(true);
    });

    it('of 20 concurrent approvals exactly one wins, the rest are 409', async () => {
      const { record } = await register();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => api.send('PUT', `/api/audit/${record.id}`, adminToken, { approvalStatus: 'Approved' })),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const numbers = await query<{ provider_number: string }>('select provider_number from provider where id = ?', [
        record.providerId,
      ]);
      expect(numbers[0]?.provider_number).toMatch(/^P\d{6}$/);
      const decided: ProviderChangeRequest = providerChangeRequestSchema.parse(
        (await api.get(`/api/audit/audit-record/${record.id}`, adminToken)).json(),
      );
      expect(decided.approvalStatus).toBe('Approved');
    });
  });
});
