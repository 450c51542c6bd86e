import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import type { BadInputContext, BadInputExample } from '@portal/testing';

/** Valid requests to the plans domain's routes, for the API's bad-input suite. */
export async function plansBadInputExamples({ sql, unique }: BadInputContext): Promise<Record<string, BadInputExample>> {
  const coverages = Object.fromEntries(
    (await sql<{ id: number; name: string; assigned_id: number }>('select id, name, assigned_id from coverage')).map((c) => [
      c.name,
      c,
    ]),
  );
  const [plan300] = await sql<{ id: number; effective_date: string }>(
    `select id, to_char(effective_date, 'YYYY-MM-DD') as effective_date from plan where plan_number = '300'`,
  );
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
  const NOWHERE = { id: '999999' };

  return {
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
    'GET /api/member': { query: { memberId: '123456', certificate: '123456', email: 'alice.martin@example.test' } },
    'GET /api/provider/{providerId}/member': {
      path: { providerId: DEMO_PROVIDER_IDS.provider },
      query: { firstname: 'Alice', lastname: 'Martin' },
    },
  };
}
