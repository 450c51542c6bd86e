import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import type { BadInputContext, BadInputExample } from '@portal/testing';

const OWN = DEMO_PROVIDER_IDS.provider;
const OTHER = DEMO_PROVIDER_IDS.provider2;

/** Valid requests to the providers domain's routes, for the API's bad-input suite. */
export async function providersBadInputExamples({
  sql,
  unique,
  daysAgo,
}: BadInputContext): Promise<Record<string, BadInputExample>> {
  const [physiotherapy] = await sql<{ id: number }>(`select id from coverage where name = 'Physiotherapy'`);
  const [pendingRequest] = await sql<{ id: number }>(`select id from change_request where provider_id = ?`, [
    DEMO_PROVIDER_IDS.pending,
  ]);
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
    coverages: [physiotherapy?.id],
  });
  const request = { path: { id: String(pendingRequest?.id) } };

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
    'GET /api/audit/audit-record/{id}': request,
    'PUT /api/audit/{id}': { ...request, body: () => ({ approvalStatus: 'Rejected' }) },
    'PUT /api/audit/{id}/read': request,
  };
}
