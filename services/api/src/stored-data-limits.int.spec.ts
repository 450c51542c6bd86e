import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, providerChangeRequestSchema, Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from './testing/test-api';

const OTHER = DEMO_PROVIDER_IDS.provider2;

const office = {
  officeName: 'Valley Wellness',
  registrationNumber: 'OFF-2',
  phoneNumber: '604-555-0123',
  directDepositEmail: 'pay@valley.example',
  address: '9 Valley Road',
  city: 'Kelowna',
  province: 'BC',
  postalCode: 'V1Y 1A1',
  institutionNumber: '004',
  transitNumber: '54321',
  accountNumber: '7654321',
  accountType: 'Savings',
  verifyDirectDeposit: true,
};

/** A change request holds only what its approval can store; what still slips through is a 4xx, not a stuck provider. */
describe('stored data within its columns', () => {
  let api: TestApi;
  let orm: MikroORM;
  let providerToken: string;
  let adminToken: string;
  let coverages: number[];

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const profile = (registrationNumber: string) => ({
    providerName: 'Valley Wellness',
    registrationNumber,
    email: 'owner@valley.example',
    offices: [office],
    coverages,
  });

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
    providerToken = await api.token(Role.Provider, OTHER);
    adminToken = await api.token(Role.Administrator);
    coverages = (await sql<{ id: number }>(`select coverage_id as id from provider_coverage where provider_id = ?`, [OTHER])).map(
      (row) => row.id,
    );
  });
  afterAll(() => api?.close());

  it('refuses a registration number longer than its 64-character column when the change is requested', async () => {
    const response = await api.send('PUT', `/api/provider/${OTHER}`, providerToken, profile(`REG-${'1'.repeat(61)}`));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).details).toEqual([
      { path: 'registrationNumber', message: 'Must be at most 64 characters' },
    ]);
    expect(await sql(`select id from change_request where provider_id = ? and approval_status = 'Pending'`, [OTHER])).toEqual([]);
  });

  it('answers 400 to approving a change the database cannot store, and lets the administrator reject it', async () => {
    const requested = await api.send('PUT', `/api/provider/${OTHER}`, providerToken, profile('REG-1234'));
    expect(requested.statusCode).toBe(200);
    const { id } = providerChangeRequestSchema.parse(requested.json());
    // As a change requested before the contract had its maximum would be stored.
    await sql(
      `update change_request set new_value = jsonb_set(new_value, '{registrationNumber}', to_jsonb(repeat('1', 65))) where id = ?`,
      [id],
    );

    const approval = await api.send('PUT', `/api/audit/${id}`, adminToken, { approvalStatus: 'Approved' });
    expect(approval.statusCode).toBe(400);
    expect(apiErrorSchema.parse(approval.json()).message).toBe('A value is too long to be stored');
    const [provider] = await sql<{ registration_number: string; approval_status: string }>(
      `select registration_number, approval_status from provider where id = ?`,
      [OTHER],
    );
    expect(provider).toEqual({ registration_number: expect.not.stringMatching(/^1{65}$/), approval_status: 'Pending' });

    const rejection = await api.send('PUT', `/api/audit/${id}`, adminToken, { approvalStatus: 'Rejected' });
    expect(rejection.statusCode).toBe(200);
    expect(providerChangeRequestSchema.parse(rejection.json()).approvalStatus).toBe('Rejected');
  });
});
