import { Writable } from 'node:stream';
import { createSecurityLog } from '@portal/server-core';
import { DEMO_PASSWORD, DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { createDatabase, type Database } from './database/database';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from './testing/identity-test-server';
import { OidcTestClient } from './testing/oidc-test-client';

const CLIENT_IP = '203.0.113.77';
const PORTAL = 'http://localhost:4200';
const NEW_PASSWORD = 'N3w-Secret-Passw0rd';

type SecurityLine = Record<string, unknown>;

describe('identity service: security events', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;
  let db: Database;
  const raw: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    db = createDatabase(database.url);
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    identity = await startTestIdentity(
      database.url,
      undefined,
      { TRUST_PROXY: 'true', IDENTITY_MIN_ANSWER_MILLISECONDS: '0' },
      { securityLog: createSecurityLog('identity', destination) },
    );
  });

  afterAll(async () => {
    await db?.end();
    await identity?.server.close();
    await database?.drop();
  });

  const lines = (): SecurityLine[] => raw.map((line) => JSON.parse(line) as SecurityLine);
  /** The lines logged while `work` ran. */
  async function logged(work: () => Promise<unknown>): Promise<SecurityLine[]> {
    const before = raw.length;
    await work();
    // pino writes asynchronously to a stream destination.
    await new Promise((resolve) => setImmediate(resolve));
    return lines().slice(before);
  }
  const idOf = async (username: string) =>
    (await db.query<{ id: string }>('select id::text as id from identity_user where username = $1', [username])).rows[0]?.id;

  async function signIn(username: string, password: string, requestId?: string) {
    const client = new OidcTestClient(identity.issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    return client.request(`${page.url}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': CLIENT_IP,
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
      body: new URLSearchParams({ username, password }),
    });
  }

  it('records a failed sign-in: which account, why, from where, with the request id; never the password', async () => {
    let response: Response | undefined;
    const [line, ...rest] = await logged(async () => (response = await signIn('provider', 'Wrong-Guess-1', 'req-failed-1')));
    expect(rest).toEqual([]);
    expect(response?.headers.get('x-request-id')).toBe('req-failed-1');
    expect(line).toEqual({
      level: 'warn',
      time: expect.stringMatching(/Z$/),
      service: 'identity',
      channel: 'security',
      event: 'auth.sign-in.failed',
      msg: 'auth.sign-in.failed',
      target: await idOf('provider'),
      reason: 'bad-password',
      ip: CLIENT_IP,
      requestId: 'req-failed-1',
    });
    expect(raw.join('\n')).not.toContain('Wrong-Guess-1');
  });

  it('names an unknown account by a short hash of the typed username, never the username itself', async () => {
    let response: Response | undefined;
    const [line] = await logged(async () => (response = await signIn('Someone.Typed-This', 'Wrong-Guess-2')));
    expect(line).toMatchObject({
      event: 'auth.sign-in.failed',
      reason: 'unknown-account',
      target: expect.stringMatching(/^unknown:[0-9a-f]{16}$/),
    });
    expect(line?.['requestId']).toBe(response?.headers.get('x-request-id'));
    expect(line?.['requestId']).toMatch(/^[0-9a-f-]{36}$/);
    const [again] = await logged(() => signIn('someone.typed-this', 'other'));
    expect(again?.['target']).toBe(line?.['target']);
    expect(raw.join('\n').toLowerCase()).not.toContain('someone.typed-this');
  });

  it('records a throttled sign-in with how long the caller must wait', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn('provider2', `Guess-${attempt}`);
    const [line] = await logged(() => signIn('provider2', DEMO_PASSWORD));
    expect(line).toMatchObject({
      event: 'auth.sign-in.throttled',
      target: await idOf('provider2'),
      reason: 'account-locked-out',
      ip: CLIENT_IP,
      retryAfter: expect.any(Number),
    });
    expect(raw.join('\n')).not.toContain(DEMO_PASSWORD);
  });

  it('records a refused impersonation, and an administrator’s start and stop', async () => {
    const returnUrl = new URLSearchParams({ returnUrl: `${PORTAL}/admin-providers` });
    const path = `/Impersonate/${DEMO_PROVIDER_IDS.provider}/?${returnUrl}`;
    const headers = { 'x-forwarded-for': CLIENT_IP };

    const claimsAdmin = new OidcTestClient(identity.issuer);
    await claimsAdmin.signInForTokens('claimsadmin', DEMO_PASSWORD);
    const [refused] = await logged(async () => (await claimsAdmin.request(path, { headers })).text());
    expect(refused).toMatchObject({
      event: 'impersonation.refused',
      actor: await idOf('claimsadmin'),
      target: DEMO_PROVIDER_IDS.provider,
      reason: 'not-an-administrator',
      ip: CLIENT_IP,
      requestId: expect.any(String),
    });

    const admin = new OidcTestClient(identity.issuer);
    await admin.signInForTokens('admin', DEMO_PASSWORD);
    const [started] = await logged(() =>
      admin.request(path, { method: 'POST', headers: { ...headers, origin: identity.issuer } }),
    );
    expect(started).toMatchObject({
      event: 'impersonation.started',
      actor: await idOf('admin'),
      role: 'Administrator',
      target: DEMO_PROVIDER_IDS.provider,
      ip: CLIENT_IP,
    });
    const [stopped] = await logged(() =>
      admin.request(`/Impersonate/stop?${new URLSearchParams({ returnUrl: `${PORTAL}/` })}`, { headers }),
    );
    expect(stopped).toMatchObject({
      event: 'impersonation.stopped',
      actor: await idOf('admin'),
      target: DEMO_PROVIDER_IDS.provider,
    });

    const [forged] = await logged(() =>
      admin.request(path, { method: 'POST', headers: { ...headers, 'sec-fetch-site': 'cross-site' } }),
    );
    expect(forged).toMatchObject({
      event: 'impersonation.refused',
      reason: 'not-from-own-page',
      target: DEMO_PROVIDER_IDS.provider,
    });
  });

  it('records a completed password reset, without the link’s token or the new password', async () => {
    const post = (path: string, fields: Record<string, string>) =>
      fetch(new URL(path, identity.issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': CLIENT_IP },
        body: new URLSearchParams(fields),
      });
    await (await post('/forgot', { email: 'pending@example.test' })).text();
    const { rows } = await db.query<{ text: string }>(`select text from mail_outbox where "to" = 'pending@example.test'`);
    const token =
      new URL(/https?:\/\/\S+\/reset\?\S+/.exec(rows[0]?.text ?? '')?.[0] ?? 'http://x').searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    const [line] = await logged(async () =>
      expect((await post('/reset', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).status).toBe(200),
    );
    expect(line).toMatchObject({
      event: 'account.password-reset',
      actor: await idOf('pending'),
      ip: CLIENT_IP,
      requestId: expect.any(String),
    });
    expect(raw.join('\n')).not.toContain(token);
    expect(raw.join('\n')).not.toContain(NEW_PASSWORD);
  });

  it('records a throttled sign-up or link request', async () => {
    let status = 0;
    const events = await logged(async () => {
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await fetch(new URL('/confirm/resend', identity.issuer), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.20' },
          body: new URLSearchParams({ email: `flood-${attempt}@example.test` }),
        });
        status = response.status;
        await response.text();
      }
    });
    expect(status).toBe(429);
    expect(events).toEqual([
      expect.objectContaining({
        event: 'access.throttled',
        target: 'POST /confirm/resend',
        ip: '198.51.100.20',
        retryAfter: expect.any(Number),
      }),
    ]);
  });

  it('gives every response a request id, also the ones oidc-provider answers', async () => {
    for (const path of ['/.well-known/openid-configuration', '/jwks', '/no-such-page', '/register']) {
      const response = await fetch(new URL(path, identity.issuer));
      await response.arrayBuffer();
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
