import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import type { TestApi } from './test-api';

export interface Example {
  path?: Record<string, string>;
  query?: Record<string, string>;
  headers?: () => Record<string, string>;
  body?: () => unknown;
  /** The provider the Provider caller is (the demo `provider` when not given). */
  provider?: string;
  /** Puts back, before each request, the state the example needs to reach the database. */
  reset?: () => Promise<unknown>;
}

const OWN = DEMO_PROVIDER_IDS.provider;
const OTHER = DEMO_PROVIDER_IDS.provider2;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const unique = (() => {
  let next = 0;
  return () => (next += 1);
})();

/**
 * A valid request to every operation that takes input, keyed `METHOD /api/path/{param}` as in the
 * OpenAPI document, on the demo data: the bad-input suite replaces its values one by one. A new route
 * needs one here (the suite fails until it has one).
 */
export async function validExamples(api: TestApi): Promise<Record<string, Example>> {
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const [harbour] = await sql<{ id: string }>(`select id from office where provider_id = ? and office_name = 'Harbour Clinic'`, [
    OWN,
  ]);
  const coverages = Object.fromEntries(
    (await sql<{ id: number; name: string; assigned_id: number }>('select id, name, assigned_id from coverage')).map((c) => [
      c.name,
      c,
    ]),
  );
  const [plan300] = await sql<{ id: number; effective_date: string }>(
    `select id, to_char(effective_date, 'YYYY-MM-DD') as effective_date from plan where plan_number = '300'`,
  );
  const [pendingRequest] = await sql<{ id: number }>(`select id from change_request where provider_id = ?`, [
    DEMO_PROVIDER_IDS.pending,
  ]);
  const [footerOffice] = await sql<{ id: number }>(`select id from benefits_office order by id limit 1`);
  const homepageId = String((await api.get('/api/homepage', await api.token(Role.SuperAdmin))).json().id ?? 1);

  const office = () => ({
    officeName: 'Fuzz Street Office',
    registrationNumber: 'OFF-77',
    phoneNumber: '416-555-0199',
    phoneExtension: '12',
    directDepositEmail: 'pay@fuzz.example',
    address: '12 Fuzz Street',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 2T6',
    primaryContactFirstname: 'Ann',
    primaryContactLastname: 'Lee',
    institutionNumber: '003',
    transitNumber: '12345',
    accountNumber: '55500011122',
    accountType: 'Chequing',
    verifyDirectDeposit: true,
  });
  const profile = () => ({
    providerName: `Fuzz Physio ${unique()}`,
    registrationNumber: 'REG-2001',
    email: 'owner@fuzz.example',
    file: 'licence.pdf',
    offices: [office()],
    coverages: [coverages['Physiotherapy']?.id],
  });
  const claim = () => ({
    officeId: harbour?.id,
    memberId: '123456',
    memberEmail: 'alice.martin@example.test',
    isAccident: false,
    accidentType: null,
    expenses: [
      {
        patientId: '02',
        expenseDate: daysAgo(2),
        coverageId: coverages['Physiotherapy']?.id,
        amount: 70 + unique() / 100,
        referral: { referralDate: daysAgo(5), physicianName: 'Dr Fuzz', registrationNumber: 'MD-1' },
      },
    ],
    receipts: [
      { fileName: 'receipt.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%fuzz\n').toString('base64') },
    ],
  });
  const submitted = await api.app.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { authorization: `Bearer ${await api.token(Role.Provider, OWN)}`, 'idempotency-key': randomUUID() },
    payload: claim(),
  });
  const claimId = String((submitted.json() as { claimId: string }).claimId);

  const claimQuery = {
    submissionId: 'CPP',
    providerId: OWN,
    officeId: String(harbour?.id),
    planNumber: '110',
    memberId: '123456',
    firstname: 'Chl',
    lastname: 'Mar',
    coverages: String(coverages['Physiotherapy']?.assigned_id),
    status: 'A',
    dateFrom: '2020-01-01',
    dateTo: '2030-12-31',
    sort: 'submissionDate',
    order: 'desc',
    limit: '10',
    page: '1',
  };
  const planBody = () => ({
    planNumber: `FZ${unique()}`,
    planName: 'Fuzz plan',
    planNameFr: 'Régime de test',
    effectiveDate: '2024-01-01',
    isDrawbridgePlan: true,
    planIdentityId: '{0f8fad5b-d9cb-469f-a165-70867728950e}',
    coverages: [
      {
        coverageId: coverages['Physiotherapy']?.id,
        requiresReferral: true,
        customId: 91,
        perClaimMaximum: 100.5,
        annualMaximum: 1000,
      },
    ],
  });
  const footerBody = () => ({
    name: `Fuzz Office ${unique()}`,
    nameFr: 'Bureau de test',
    address: '1 Fuzz Road',
    city: 'Halifax',
    province: 'NS',
    postalCode: 'B3J 3K1',
    telephone: '902-555-0140',
    freephone: '1-877-555-0140',
    fax: '902-555-0141',
  });
  const NOWHERE = { id: '999999' };

  return {
    'GET /api/provider': {
      query: { search: 'Clinic', status: 'active', sort: 'providerName', order: 'asc', limit: '10', page: '1' },
    },
    'POST /api/provider': { body: () => ({ ...profile(), verifyProviderRegistration: true, terms: true }) },
    'POST /api/provider/{id}/suspend': { path: { id: DEMO_PROVIDER_IDS.suspended }, body: () => ({ adminMessage: 'Fuzz' }) },
    'POST /api/provider/{id}/activate': { path: { id: DEMO_PROVIDER_IDS.suspended } },
    'GET /api/provider/{id}': { path: { id: OWN } },
    'PUT /api/provider/{id}/language': { path: { id: OWN }, body: () => ({ language: 'en' }) },
    'PUT /api/provider/{id}': {
      path: { id: OTHER },
      provider: OTHER,
      body: profile,
      // One change at a time: the previous run's request is withdrawn so the next one is stored.
      reset: async () => {
        await sql(
          `update change_request set approval_status = 'Rejected' where provider_id = ? and approval_status = 'Pending'`,
          [OTHER],
        );
        await sql(`update provider set approval_status = 'Approved' where id = ?`, [OTHER]);
      },
    },
    'POST /api/coverages': { body: () => ({ name: 'Fuzz coverage', nameFr: 'Garantie de test', assignedId: 1000 + unique() }) },
    'PUT /api/coverages/{id}': {
      path: { id: String(coverages['Acupuncture']?.id) },
      body: () => ({ name: 'Acupuncture', nameFr: 'Acupuncture', assignedId: coverages['Acupuncture']?.assigned_id }),
    },
    'DELETE /api/coverages/{id}': { path: NOWHERE },
    'GET /api/plans/{planNumber}': { path: { planNumber: '110' } },
    'POST /api/plans': { body: planBody },
    'PUT /api/plans/{id}': {
      path: { id: String(plan300?.id) },
      body: () => ({ ...planBody(), planNumber: '300', effectiveDate: plan300?.effective_date }),
    },
    'DELETE /api/plans/{id}': { path: NOWHERE },
    'POST /api/claims': { headers: () => ({ 'idempotency-key': randomUUID() }), body: claim },
    'GET /api/claims': { query: claimQuery },
    'GET /api/claims/export': { query: claimQuery },
    'GET /api/claims/summary': { query: { days: '30', timeZone: 'America/Toronto' } },
    'GET /api/claims/UpdateStatus': { query: { since: new Date(Date.now() - 3_600_000).toISOString() } },
    'GET /api/claims/{claimId}': { path: { claimId } },
    'PUT /api/claims/{claimId}/setStatus': { path: { claimId }, body: () => ({ status: 'A', note: 'Checked by phone' }) },
    'POST /api/claims/{claimId}/void': {
      path: { claimId },
      body: () => ({ reason: 'Entered twice' }),
      // Each run voids the claim again: it is put back Accepted first.
      reset: () =>
        Promise.all([
          sql(`update claim set status = 'A' where id = ?`, [claimId]),
          sql(`update expense set status = 'A' where claim_id = ?`, [claimId]),
        ]),
    },
    'GET /api/coverage-check': { query: { officeId: String(harbour?.id), memberId: '123456', patientId: '02' } },
    'GET /api/audit': {
      query: {
        providerName: 'Pen',
        providerNumber: 'P1',
        approvalStatus: 'Pending',
        timestamp: daysAgo(0),
        sort: 'timestamp',
        order: 'desc',
        limit: '10',
        page: '1',
      },
    },
    'GET /api/audit/audit-record/{id}': { path: { id: String(pendingRequest?.id) } },
    'PUT /api/audit/{id}': { path: { id: String(pendingRequest?.id) }, body: () => ({ approvalStatus: 'Rejected' }) },
    'PUT /api/audit/{id}/read': { path: { id: String(pendingRequest?.id) } },
    'GET /api/member': { query: { memberId: '123456', certificate: '123456', email: 'alice.martin@example.test' } },
    'GET /api/provider/{providerId}/member': { path: { providerId: OWN }, query: { firstname: 'Alice', lastname: 'Martin' } },
    'POST /api/homepage': { body: () => ({ html: '<h1>Welcome</h1>\n<p>Fuzz</p>', htmlFr: '<h1>Bienvenue</h1>\n<p>Test</p>' }) },
    'PUT /api/homepage/{id}': { path: { id: homepageId }, body: () => ({ html: '<p>Fuzz</p>', htmlFr: '<p>Test</p>' }) },
    'DELETE /api/homepage/{id}': { path: NOWHERE },
    'POST /api/benefitsOffices': { body: footerBody },
    'PUT /api/benefitsOffices/{id}': { path: { id: String(footerOffice?.id) }, body: footerBody },
    'DELETE /api/benefitsOffices/{id}': { path: NOWHERE },
    'POST /api/email': {
      body: () => ({ name: 'Dana Clinic', email: 'dana@example.test', subject: 'Direct deposit', message: 'When?\nThanks' }),
    },
    'POST /api/payment-runs': { body: () => ({ paymentDate: daysAgo(0) }) },
    'GET /api/payment-runs': { query: { limit: '10', page: '1' } },
    'GET /api/payment-runs/{runId}': { path: { runId: '1' } },
    'GET /api/payment-runs/{runId}/cpa005': { path: { runId: '1' } },
    'GET /api/payments': {
      query: { officeId: randomUUID(), runId: '1', dateFrom: daysAgo(30), dateTo: daysAgo(0), limit: '10', page: '1' },
    },
    'GET /api/payments/{depositId}': { path: { depositId: '1' } },
  };
}
