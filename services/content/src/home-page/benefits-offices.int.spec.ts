import { MikroORM } from '@mikro-orm/postgresql';
import { apiErrorSchema, benefitsOfficeSchema, Role } from '@portal/contracts';
import { OFFICE_MESSAGES } from '@portal/contracts/content';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from '@portal/api/testing';

const OFFICE = {
  name: 'Northern Office',
  address: '1 Main St',
  city: 'Whitehorse',
  province: 'YT',
  postalCode: 'Y1A 1A1',
  telephone: '867-555-0100',
  freephone: '',
  fax: null,
};

describe('footer offices (GET public; POST/PUT/DELETE /benefitsOffices, Administrator only)', () => {
  let api: TestApi;
  let orm: MikroORM;

  beforeAll(async () => {
    api = await startTestApi();
    orm = api.app.get(MikroORM);
  });
  afterAll(() => api?.close());

  it('lets an Administrator add, edit and delete an office, audited, listed last in the public footer list', async () => {
    const admin = await api.token(Role.Administrator);
    const created = await api.send('POST', '/api/benefitsOffices', admin, OFFICE);
    expect(created.statusCode).toBe(201);
    const office = benefitsOfficeSchema.parse(created.json());
    expect(office).toMatchObject({ name: 'Northern Office', province: 'YT', freephone: null, fax: null });
    const listed = benefitsOfficeSchema.array().parse((await api.get('/api/benefitsOffices')).json());
    expect(listed.at(-1)?.benefitsOfficeId).toBe(office.benefitsOfficeId);

    const renamed = await api.send('PUT', `/api/benefitsOffices/${office.benefitsOfficeId}`, admin, {
      ...OFFICE,
      name: 'Yukon Office',
    });
    expect(benefitsOfficeSchema.parse(renamed.json()).name).toBe('Yukon Office');
    expect(
      apiErrorSchema.parse((await api.send('POST', '/api/benefitsOffices', admin, { ...OFFICE, name: 'Yukon Office' })).json())
        .message,
    ).toBe(OFFICE_MESSAGES.nameTaken);
    expect((await api.send('DELETE', `/api/benefitsOffices/${office.benefitsOfficeId}`, admin)).statusCode).toBe(204);
    expect((await api.send('DELETE', `/api/benefitsOffices/${office.benefitsOfficeId}`, admin)).statusCode).toBe(404);
    const audit = await orm.em
      .fork()
      .getConnection()
      .execute(`select action, actor from audit_entry where subject_type = 'benefitsOffice' and subject_id = ? order by id`, [
        String(office.benefitsOfficeId),
      ]);
    expect(audit.map((row) => row['action'])).toEqual([
      'benefitsOffice.create',
      'benefitsOffice.update',
      'benefitsOffice.delete',
    ]);
  });

  it('refuses office writes to SuperAdmin, ClaimsAdmin and providers (403), anonymous callers (401) and a nameless office (400)', async () => {
    for (const token of [
      await api.token(Role.SuperAdmin),
      await api.token(Role.ClaimsAdmin),
      await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider),
    ]) {
      expect((await api.send('POST', '/api/benefitsOffices', token, OFFICE)).statusCode).toBe(403);
      expect((await api.send('PUT', '/api/benefitsOffices/1', token, OFFICE)).statusCode).toBe(403);
      expect((await api.send('DELETE', '/api/benefitsOffices/1', token)).statusCode).toBe(403);
    }
    expect((await api.send('POST', '/api/benefitsOffices', null, OFFICE)).statusCode).toBe(401);
    const nameless = await api.send('POST', '/api/benefitsOffices', await api.token(Role.Administrator), {
      ...OFFICE,
      name: ' ',
    });
    expect([nameless.statusCode, apiErrorSchema.parse(nameless.json()).message]).toEqual([400, OFFICE_MESSAGES.name]);
  });
});
