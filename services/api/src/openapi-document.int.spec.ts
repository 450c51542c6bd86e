import { operationsOf, type OpenApiDocument } from './testing/openapi-operations';
import { startTestApi } from './testing/test-api';

/** Write routes that truly take no body: the path says everything. */
const BODILESS = new Set(['POST /api/provider/{id}/activate', 'PUT /api/audit/{id}/read']);

const api = await startTestApi();
afterAll(() => api.close());
const document = (await api.get('/api/docs-json')).json() as OpenApiDocument;
const writes = operationsOf(document).filter((op) => ['POST', 'PUT', 'PATCH'].includes(op.method));

describe('the OpenAPI document', () => {
  it('describes the request body of every write route', () => {
    expect(writes.length).toBeGreaterThan(15);
    expect(writes.filter((op) => !op.body && !BODILESS.has(op.key)).map((op) => op.key)).toEqual([]);
  });

  it('lists as body-less only routes that exist and take no body', () => {
    for (const key of BODILESS) expect(writes.find((op) => op.key === key)).toMatchObject({ hasBody: false });
  });

  it('describes what a client sends: the maxima of its texts, and defaults as optional', () => {
    const claim = writes.find((op) => op.key === 'POST /api/claims')?.body as {
      required?: string[];
      properties: Record<string, { maxLength?: number }>;
    };
    expect(claim.required).toEqual(['officeId', 'memberId', 'expenses']);
    const contact = writes.find((op) => op.key === 'POST /api/email')?.body as {
      properties: Record<string, { maxLength?: number }>;
    };
    expect(contact.properties['name']?.maxLength).toBe(200);
  });
});
