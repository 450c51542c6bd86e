import { Role } from '@portal/contracts';
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

describe('the OpenAPI document’s query parameters', () => {
  const reads = operationsOf(document).filter((op) => op.method === 'GET');
  const parameters = (path: string) =>
    (document.paths[path]?.['get'] as { parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[] })
      .parameters ?? [];

  it('come from the routes’ zod contracts, for every route that reads a query', () => {
    for (const path of ['/api/claims', '/api/claims/export', '/api/claims/summary', '/api/member', '/api/provider', '/api/audit'])
      expect(reads.find((op) => op.path === path)?.queryParams.length).toBeGreaterThan(0);
    expect(parameters('/api/claims/summary').map((p) => p.name)).toEqual(['days', 'timeZone']);
  });

  it('say what a page number may be, and the API refuses what they do not allow', async () => {
    const page = parameters('/api/claims').find((p) => p.name === 'page');
    expect(page).toMatchObject({ in: 'query', required: false });
    expect(JSON.stringify(page?.schema)).toContain('\\d{1,10}');
    const token = await api.token(Role.ClaimsAdmin);
    for (const bad of ['1e3', '0x10', '2.0']) {
      const response = await api.get(`/api/claims?page=${bad}`, token);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Must be a whole number');
    }
    expect((await api.get('/api/claims?page=2', token)).statusCode).toBe(200);
  });
});
