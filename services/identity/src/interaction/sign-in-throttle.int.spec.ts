import { DEMO_PASSWORD } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { createDatabase, type Database } from '../database/database';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from '../testing/identity-test-server';
import { OidcTestClient } from '../testing/oidc-test-client';

/** Behind a trusted proxy, each attempt can come from the address a test chooses; no answer floor, for speed. */
const ENV = { TRUST_PROXY: 'true', IDENTITY_MIN_ANSWER_MILLISECONDS: '0' };

describe('identity service: sign-in throttling', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    identity = await startTestIdentity(database.url, undefined, ENV);
    db = createDatabase(database.url);
  });

  afterAll(async () => {
    await db?.end();
    await identity?.server.close();
    await database?.drop();
  });

  async function signIn(username: string, password: string, ip: string, { issuer = identity.issuer, lang = 'en' } = {}) {
    const client = new OidcTestClient(issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    const response = await client.request(`${page.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams({ username, password, lang }),
    });
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      retryAfter: retryAfter === null ? null : Number(retryAfter),
      page: await response.text(),
      response,
    };
  }

  const signedIn = (attempt: { status: number; response: Response }) =>
    attempt.status === 303 && (attempt.response.headers.get('location') ?? '').includes('/auth/');

  /** Ends the current lock-out of every counter, as waiting would. */
  const waitOutLockouts = () => db.query(`update identity_throttle set blocked_until = now() - interval '1 second'`);

  it('stops one account tried from 30 addresses, known or not, whatever the password', async () => {
    for (const username of ['provider', 'no-such-account']) {
      const attempts = [];
      for (let index = 1; index <= 30; index += 1) attempts.push(await signIn(username, `guess-${index}`, `203.0.113.${index}`));
      expect(attempts.map((attempt) => attempt.status)).toEqual([...Array<number>(5).fill(401), ...Array<number>(25).fill(429)]);
      for (const refused of attempts.slice(5)) {
        expect(refused.retryAfter).toBeGreaterThan(0);
        expect(refused.retryAfter).toBeLessThanOrEqual(60);
      }
    }
    expect((await signIn('provider', DEMO_PASSWORD, '192.0.2.200')).status).toBe(429);
  });

  it('stops one address trying 30 accounts, while other addresses still sign in', async () => {
    const statuses = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await signIn(`user-${index}`, 'guess', '198.51.100.7')).status);
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(10).fill(429)]);
    const refused = await signIn('provider2', DEMO_PASSWORD, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(signedIn(await signIn('provider2', DEMO_PASSWORD, '198.51.100.8'))).toBe(true);
  });

  it('counts an IPv6 network as one address', async () => {
    const statuses = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push((await signIn(`v6-${index}`, 'guess', `2001:db8:1:2::${index + 1}`)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('doubles the lock-out with each failure after one ends', async () => {
    const delays = [];
    for (let index = 0; index < 5; index += 1) expect((await signIn('claimsadmin', 'guess', '192.0.2.10')).status).toBe(401);
    delays.push((await signIn('claimsadmin', 'guess', '192.0.2.10')).retryAfter);
    for (let round = 0; round < 2; round += 1) {
      await waitOutLockouts();
      expect((await signIn('claimsadmin', 'guess', '192.0.2.10')).status).toBe(401);
      delays.push((await signIn('claimsadmin', 'guess', '192.0.2.10')).retryAfter);
    }
    expect(delays).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    const [first, second, third] = delays as number[];
    expect(first).toBeGreaterThan(55);
    expect(second).toBeGreaterThan(115);
    expect(third).toBeGreaterThan(235);
    expect(third).toBeLessThanOrEqual(240);
  });

  it('starts an account afresh after its right password', async () => {
    for (let index = 0; index < 4; index += 1) expect((await signIn('newuser', 'guess', '192.0.2.20')).status).toBe(401);
    expect(signedIn(await signIn('newuser', DEMO_PASSWORD, '192.0.2.20'))).toBe(true);
    for (let index = 0; index < 4; index += 1) expect((await signIn('newuser', 'guess', '192.0.2.20')).status).toBe(401);
  });

  it('keeps one count across replicas', async () => {
    const replica = await startTestIdentity(database.url, undefined, ENV);
    try {
      const statuses = [];
      for (let index = 0; index < 8; index += 1) {
        const issuer = index % 2 ? replica.issuer : identity.issuer;
        statuses.push((await signIn('pending', 'guess', `192.0.2.${30 + index}`, { issuer })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    } finally {
      await replica.server.close();
    }
  });

  it('tells the person how long to wait, in English and French', async () => {
    for (let index = 0; index < 5; index += 1) await signIn('admin', 'guess', '192.0.2.50');
    const english = await signIn('admin', 'guess', '192.0.2.51');
    expect(english.status).toBe(429);
    expect(english.page).toContain('role="alert">Too many failed sign-in attempts. Try again in 1 minute.</p>');
    const french = await signIn('admin', 'guess', '192.0.2.52', { lang: 'fr' });
    expect(french.page).toContain('role="alert">Trop de tentatives de connexion échouées. Réessayez dans 1 minute.</p>');
    expect(french.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
