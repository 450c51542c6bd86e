import { randomUUID } from 'node:crypto';
import { Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import type { BadInputContext, BadInputExample } from '@portal/testing';

const OWN = DEMO_PROVIDER_IDS.provider;

/** Valid requests to the claims domain's routes, for the API's bad-input suite; submits one claim to start from. */
export async function claimsBadInputExamples({
  sql,
  send,
  unique,
  daysAgo,
}: BadInputContext): Promise<Record<string, BadInputExample>> {
  const [harbour] = await sql<{ id: string }>(`select id from office where provider_id = ? and office_name = 'Harbour Clinic'`, [
    OWN,
  ]);
  const [physiotherapy] = await sql<{ id: number; assigned_id: number }>(
    `select id, assigned_id from coverage where name = 'Physiotherapy'`,
  );
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
        coverageId: physiotherapy?.id,
        amount: 70 + unique() / 100,
        referral: { referralDate: daysAgo(5), physicianName: 'Dr Fuzz', registrationNumber: 'MD-1' },
      },
    ],
    receipts: [
      { fileName: 'receipt.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%fuzz\n').toString('base64') },
    ],
  });
  const submitted = await send('POST', '/api/claims', Role.Provider, {
    providerId: OWN,
    body: claim(),
    headers: { 'idempotency-key': randomUUID() },
  });
  const claimId = String((submitted.json as { claimId: string }).claimId);
  const claimQuery = {
    submissionId: 'CPP',
    providerId: OWN,
    officeId: String(harbour?.id),
    planNumber: '110',
    memberId: '123456',
    firstname: 'Chl',
    lastname: 'Mar',
    coverages: String(physiotherapy?.assigned_id),
    status: 'A',
    dateFrom: '2020-01-01',
    dateTo: '2030-12-31',
    sort: 'submissionDate',
    order: 'desc',
    limit: '10',
    page: '1',
  };

  return {
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
  };
}
