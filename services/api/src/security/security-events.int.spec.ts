import { Role } from '@portal/contracts';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { startTestApi, type TestApi } from '../testing/test-api';

/** ASVS V16: refusals and security-relevant changes each leave one structured line, without member data. */
describe('API: security events', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  const lastEvent = () => api.securityEvents.at(-1);

  it('logs a refused token with its reason, the route as declared and the request id', async () => {
    const anonymous = await api.get('/api/member?lastName=Martin&firstName=Alice');
    expect(anonymous.statusCode).toBe(401);
    expect(lastEvent()).toEqual({
      event: 'auth.token.refused',
      reason: 'no-token',
      target: 'GET /api/member',
      ip: '127.0.0.1',
      requestId: anonymous.headers['x-request-id'],
    });
    api.issuer.revokeGrant('grant-ended');
    const ended = await api.get(
      '/api/coverages',
      await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider, undefined, 'grant-ended'),
    );
    expect(ended.statusCode).toBe(401);
    expect(lastEvent()).toMatchObject({ event: 'auth.token.refused', reason: 'session-ended' });
  });

  it('logs a role refused on a route, naming who was refused, never the search terms', async () => {
    const response = await api.get('/api/member?lastName=Martin&firstName=Alice', await api.token(Role.ClaimsAdmin));
    expect(response.statusCode).toBe(403);
    expect(lastEvent()).toMatchObject({
      event: 'access.forbidden',
      actor: 'user-ClaimsAdmin',
      role: 'ClaimsAdmin',
      target: 'GET /api/member',
      reason: 'Access denied',
    });
    expect(JSON.stringify(api.securityEvents)).not.toMatch(/Martin|Alice/);
  });

  it('logs a suspension and an activation with the administrator and the provider', async () => {
    const admin = await api.token(Role.Administrator);
    const id = DEMO_PROVIDER_IDS.provider2;
    expect((await api.send('POST', `/api/provider/${id}/suspend`, admin, { adminMessage: 'Licence missing' })).statusCode).toBe(
      200,
    );
    expect(lastEvent()).toMatchObject({
      event: 'provider.suspended',
      actor: 'user-Administrator',
      target: `POST /api/provider/:id/suspend ${id}`,
    });
    expect(JSON.stringify(lastEvent())).not.toContain('Licence');
    expect((await api.send('POST', `/api/provider/${id}/activate`, admin)).statusCode).toBe(200);
    expect(lastEvent()).toMatchObject({ event: 'provider.activated', target: `POST /api/provider/:id/activate ${id}` });
  });

  it('logs an approval decision', async () => {
    const admin = await api.token(Role.Administrator);
    const pending = (await api.get('/api/audit?approvalStatus=Pending&limit=all', admin)).json() as { id: number }[];
    const record = pending[0];
    if (!record) throw new Error('the demo seed has a pending change request');
    const decided = await api.send('PUT', `/api/audit/${record.id}`, admin, { approvalStatus: 'Rejected' });
    expect(decided.statusCode).toBe(200);
    expect(lastEvent()).toMatchObject({
      event: 'change-request.rejected',
      actor: 'user-Administrator',
      target: `PUT /api/audit/:id ${record.id}`,
    });
  });
});
