import { Role } from '@portal/contracts';
import { startTestApi } from './testing/test-api';

type Reply = Awaited<ReturnType<typeof api.get>>;

const api = await startTestApi();
afterAll(() => api.close());
const token = await api.token(Role.Administrator);

const expectSecurityHeaders = (reply: Reply) => {
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['referrer-policy']).toBe('no-referrer');
  expect(reply.headers['content-security-policy']).toMatch(/default-src 'none'/);
  expect(reply.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
};
const scriptSources = (reply: Reply) =>
  /script-src ([^;]*)/.exec(String(reply.headers['content-security-policy']))?.[1] ?? "'none' (default-src)";

describe('security headers on every answer', () => {
  const answers: [string, () => Promise<Reply>, number][] = [
    ['the API docs page', () => api.get('/api/docs'), 200],
    ["the docs' assets", () => api.get('/api/docs/swagger-ui.css'), 200],
    ['the OpenAPI document', () => api.get('/api/docs-json'), 200],
    ['a route that does not exist', () => api.get('/api/nope', token), 404],
    ['a malformed URL, refused by the router', () => api.get('/api/provider/%E0%A4%A', token), 400],
    ['an over-long path parameter, refused by the router', () => api.get(`/api/provider/${'a'.repeat(500)}`, token), 414],
    ['input the contract refuses', () => api.get('/api/provider/not-a-uuid', token), 400],
    [
      'a body that is not JSON',
      () =>
        api.app.inject({
          method: 'POST',
          url: '/api/plans',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: '{',
        }),
      400,
    ],
    ['no token', () => api.get('/api/plans'), 401],
    ['a role the route refuses', async () => api.get('/api/attention', await api.token(Role.Provider)), 403],
    ['a normal answer', () => api.get('/api/plans', token), 200],
    ['a CSV export', () => api.get('/api/claims/export', token), 200],
    ['the health check', () => api.get('/api/health'), 200],
    [
      'a CORS preflight',
      () =>
        api.app.inject({
          method: 'OPTIONS',
          url: '/api/plans',
          headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'PUT' },
        }),
      204,
    ],
  ];

  it.each(answers)('%s', async (_, request, statusCode) => {
    const reply = await request();
    expect(reply.statusCode).toBe(statusCode);
    expectSecurityHeaders(reply);
  });

  it('lets the API run nothing, and the docs page only its own scripts', async () => {
    expect(scriptSources(await api.get('/api/plans', token))).toBe("'none' (default-src)");
    const docs = await api.get('/api/docs');
    expect(scriptSources(docs)).toBe("'self'");
    // Everything Swagger UI's page loads comes from the API's own origin, and no script is inline.
    const sources = [...docs.body.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(2);
    expect(sources.filter((source) => !source?.startsWith('./'))).toEqual([]);
    expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const source of sources) expect((await api.get(`/api/${source?.slice(2)}`)).statusCode).toBe(200);
  });

  it('tells nothing of the process: no id, uptime or versions in the health check, no server header', async () => {
    const reply = await api.get('/api/health');
    expect(Object.keys(reply.json() as object).sort()).toEqual(['database', 'status']);
    expect(reply.body).not.toMatch(/pid|uptime|version|node|v\d+\.\d+/i);
    for (const header of ['server', 'x-powered-by']) expect(reply.headers[header]).toBeUndefined();
  });
});
