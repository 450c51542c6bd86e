import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from '../testing/identity-test-server';
import { OidcTestClient } from '../testing/oidc-test-client';

/** Behind a trusted proxy, each guess comes from its own address; no answer floor, for speed. */
const ENV = { TRUST_PROXY: 'true', IDENTITY_MIN_ANSWER_MILLISECONDS: '0' };

/**
 * Concurrent guesses: the attempt is counted before the password is checked, under a row lock.
 */
describe('identity service: a burst of sign-in guesses', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    identity = await startTestIdentity(database.url, undefined, ENV);
  });

  afterAll(async () => {
    await identity?.server.close();
    await database?.drop();
  });

  async function guess(password: string, ip: string) {
    const client = new OidcTestClient(identity.issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    const response = await client.request(`${page.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams({ username: 'superadmin', password }),
    });
    await response.text();
    return response.status;
  }

  it('lets no more than five guesses through when they arrive at once', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, index) => guess(`guess-${index}`, `192.0.2.${100 + index}`)),
    );
    expect(statuses.sort()).toEqual([...Array<number>(5).fill(401), ...Array<number>(10).fill(429)]);
  });
});
