import { Role } from '@portal/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';

/** The API's default: a replica reuses "the session stands" for 3 s, so a logout is seen within 5 s. */
const WITHIN_MS = 5_000;

describe('API: an access token of an ended session', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('is refused within 5 seconds of the sign-in ending at the identity service, while others keep working', async () => {
    const ended = await api.token(Role.Administrator, null, undefined, 'grant-signed-out');
    const other = await api.token(Role.Administrator, null, undefined, 'grant-still-signed-in');
    expect((await api.get('/api/coverages', ended)).statusCode).toBe(200);

    api.issuer.revokeGrant('grant-signed-out');
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < WITHIN_MS + 1_000) {
      status = (await api.get('/api/coverages', ended)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(WITHIN_MS);
    expect((await api.get('/api/coverages', other)).statusCode).toBe(200);
  });

  it('refuses a token that names no grant', async () => {
    const token = await api.issuer.sign({ sub: 'u1', role: Role.Administrator, username: 'admin', gid: undefined });
    const response = await api.get('/api/coverages', token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, message: 'Unauthorized' });
  });
});
