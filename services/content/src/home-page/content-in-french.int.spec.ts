import { benefitsOfficeSchema, coverageSchema, homepageSchema, planSchema, Role, type Coverage } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { z } from 'zod';
import { startTestApi, type TestApi } from '@portal/api/testing';

/** ADR 029: coverage, plan and footer office names and the home page carry an optional French twin. */
describe('content in French (name and nameFr, English when there is no French)', () => {
  let api: TestApi;
  let superAdmin: string;
  let provider: string;

  beforeAll(async () => {
    api = await startTestApi();
    superAdmin = await api.token(Role.SuperAdmin);
    provider = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider);
  });
  afterAll(() => api?.close());

  it('seeds the demo coverages, plans, footer offices and home page in French', async () => {
    const coverages = z.array(coverageSchema).parse((await api.get('/api/coverages', provider)).json());
    expect(coverages.map((c) => [c.name, c.nameFr])).toEqual(
      expect.arrayContaining([
        ['Physiotherapy', 'Physiothérapie'],
        ['Massage Therapy', 'Massothérapie'],
        ['Chiropractic', 'Chiropratique'],
      ]),
    );
    const plan = planSchema.parse((await api.get('/api/plans/247-01', provider)).json());
    expect(plan).toMatchObject({ planName: 'Graduate Plan', planNameFr: 'Régime des étudiants des cycles supérieurs' });
    expect(plan.coverages.find((c) => c.name === 'Chiropractic')?.nameFr).toBe('Chiropratique');
    const offices = benefitsOfficeSchema.array().parse((await api.get('/api/benefitsOffices')).json());
    expect(offices[0]).toMatchObject({ name: 'Eastern Regional Office', nameFr: 'Bureau régional de l’Est' });
    const homepage = homepageSchema.parse((await api.get('/api/homepage', provider)).json());
    expect(homepage.htmlFr).toContain('<h2>Bienvenue dans le portail des fournisseurs</h2>');
  });

  it('creates and renames a coverage in both languages; a blank French name is none', async () => {
    const created = await api.send('POST', '/api/coverages', superAdmin, {
      name: 'Dental',
      nameFr: ' Dentisterie ',
      assignedId: 41,
    });
    const dental = coverageSchema.parse(created.json());
    expect(dental).toMatchObject({ name: 'Dental', nameFr: 'Dentisterie' });

    const updated = await api.send('PUT', `/api/coverages/${dental.coverageId}`, superAdmin, {
      name: 'Dentistry',
      nameFr: '',
      assignedId: 41,
    });
    expect(coverageSchema.parse(updated.json())).toMatchObject({ name: 'Dentistry', nameFr: null });
    const listed = z.array(coverageSchema).parse((await api.get('/api/coverages', provider)).json());
    expect(listed.find((c) => c.coverageId === dental.coverageId)).toMatchObject({ name: 'Dentistry', nameFr: null });
    expect((await api.send('DELETE', `/api/coverages/${dental.coverageId}`, superAdmin)).statusCode).toBe(204);
  });

  it('creates and updates a plan in both languages; its coverages carry their French names; without one it is null', async () => {
    const coverages = z.array(coverageSchema).parse((await api.get('/api/coverages', superAdmin)).json());
    const physio = coverages.find((c) => c.name === 'Physiotherapy') as Coverage;
    const body = {
      planNumber: '561',
      planName: 'Campus Plan',
      planNameFr: 'Régime du campus',
      effectiveDate: '2026-01-01',
      coverages: [{ coverageId: physio.coverageId }],
    };
    const created = planSchema.parse((await api.send('POST', '/api/plans', superAdmin, body)).json());
    expect(created).toMatchObject({ planName: 'Campus Plan', planNameFr: 'Régime du campus' });
    expect(created.coverages[0]).toMatchObject({ name: 'Physiotherapy', nameFr: 'Physiothérapie' });
    const read = planSchema.parse((await api.get('/api/plans/561', provider)).json());
    expect(read.planNameFr).toBe('Régime du campus');

    const withoutFrench = { ...body, planNameFr: undefined };
    const updated = await api.send('PUT', `/api/plans/${created.planId}`, superAdmin, withoutFrench);
    expect(planSchema.parse(updated.json())).toMatchObject({ planName: 'Campus Plan', planNameFr: null });
    expect((await api.send('DELETE', `/api/plans/${created.planId}`, superAdmin)).statusCode).toBe(204);
  });

  it('stores a French footer office name beside the English one', async () => {
    const admin = await api.token(Role.Administrator);
    const office = { name: 'Northern Office', nameFr: 'Bureau du Nord', address: '1 Main St', city: 'Iqaluit', province: 'NU' };
    const created = benefitsOfficeSchema.parse((await api.send('POST', '/api/benefitsOffices', admin, office)).json());
    expect(created).toMatchObject({ name: 'Northern Office', nameFr: 'Bureau du Nord' });
    const renamed = await api.send('PUT', `/api/benefitsOffices/${created.benefitsOfficeId}`, admin, { ...office, nameFr: null });
    expect(benefitsOfficeSchema.parse(renamed.json()).nameFr).toBeNull();
    const listed = benefitsOfficeSchema.array().parse((await api.get('/api/benefitsOffices')).json());
    expect(listed.find((o) => o.benefitsOfficeId === created.benefitsOfficeId)?.nameFr).toBeNull();
    expect((await api.send('DELETE', `/api/benefitsOffices/${created.benefitsOfficeId}`, admin)).statusCode).toBe(204);
  });

  it('stores the French home page sanitised, and none when it shows nothing once sanitised', async () => {
    const created = await api.send('POST', '/api/homepage', superAdmin, {
      html: '<p>Welcome</p>',
      htmlFr: '<p>Bienvenue</p><script>alert(1)</script>',
    });
    const page = homepageSchema.parse(created.json());
    expect(page).toMatchObject({ html: '<p>Welcome</p>', htmlFr: '<p>Bienvenue</p>' });
    expect(homepageSchema.parse((await api.get('/api/homepage', provider)).json())).toEqual(page);

    const updated = await api.send('PUT', `/api/homepage/${page.id}`, superAdmin, {
      html: '<p>Welcome back</p>',
      htmlFr: '<p><br></p><script>alert(1)</script>',
    });
    expect(homepageSchema.parse(updated.json())).toEqual({ id: page.id, html: '<p>Welcome back</p>', htmlFr: null });
    expect((await api.send('DELETE', `/api/homepage/${page.id}`, superAdmin)).statusCode).toBe(204);
  });
});
