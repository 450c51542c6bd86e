import { Role } from '@portal/contracts';
import type { BadInputContext, BadInputExample } from '@portal/testing';

/** Valid requests to the content domain's routes, for the API's bad-input suite. */
export async function contentBadInputExamples({ sql, send, unique }: BadInputContext): Promise<Record<string, BadInputExample>> {
  const [footerOffice] = await sql<{ id: number }>(`select id from benefits_office order by id limit 1`);
  const homepageId = String(((await send('GET', '/api/homepage', Role.SuperAdmin)).json as { id?: number }).id ?? 1);
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
    'POST /api/homepage': { body: () => ({ html: '<h1>Welcome</h1>\n<p>Fuzz</p>', htmlFr: '<h1>Bienvenue</h1>\n<p>Test</p>' }) },
    'PUT /api/homepage/{id}': { path: { id: homepageId }, body: () => ({ html: '<p>Fuzz</p>', htmlFr: '<p>Test</p>' }) },
    'DELETE /api/homepage/{id}': { path: NOWHERE },
    'POST /api/benefitsOffices': { body: footerBody },
    'PUT /api/benefitsOffices/{id}': { path: { id: String(footerOffice?.id) }, body: footerBody },
    'DELETE /api/benefitsOffices/{id}': { path: NOWHERE },
    'POST /api/email': {
      body: () => ({ name: 'Dana Clinic', email: 'dana@example.test', subject: 'Direct deposit', message: 'When?\nThanks' }),
    },
  };
}
