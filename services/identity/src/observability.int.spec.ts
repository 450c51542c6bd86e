import { Writable } from 'node:stream';
import { probeSchema } from '@portal/contracts/health';
import { createLogger, createMetricsRegistry } from '@portal/server-observability';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { createDatabase } from './database/database';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from './testing/identity-test-server';
import { OidcTestClient } from './testing/oidc-test-client';

describe('identity service: logs, metrics and probes', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;
  const raw: string[] = [];
  const registry = createMetricsRegistry('identity');
  const lines = () => raw.map((line) => JSON.parse(line) as Record<string, unknown>);
  const ops = (path: string) => fetch(`http://127.0.0.1:${identity.server.metricsPort}${path}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    identity = await startTestIdentity(
      database.url,
      undefined,
      { IDENTITY_MIN_ANSWER_MILLISECONDS: '0', IDENTITY_HOST: '127.0.0.1' },
      { log: createLogger('identity', {}, destination), registry },
    );
  });
  afterAll(async () => {
    await identity?.server.close();
    await database?.drop();
  });

  async function signIn(username: string, password: string) {
    const client = new OidcTestClient(identity.issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    return client.request(`${page.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'req-sign-in' },
      body: new URLSearchParams({ username, password }),
    });
  }

  it('writes one access line per request by route pattern, never the URL, its query or the form', async () => {
    const response = await signIn('provider', 'Wrong-Guess-1');
    expect(response.status).toBe(401);
    await new Promise((resolve) => setImmediate(resolve));
    const access = lines().filter((line) => line['channel'] === 'access');
    expect(access.find((line) => line['requestId'] === 'req-sign-in')).toMatchObject({
      service: 'identity',
      method: 'POST',
      route: '/interaction/:uid/login',
      status: 401,
    });
    expect(access.map((line) => line['route'])).toContain('oidc:authorization');
    expect(raw.join('\n')).not.toMatch(/Wrong-Guess|code_challenge|redirect_uri=/);
  });

  it('counts sign-in failures by reason and requests by route, and reports the pool', async () => {
    await signIn('nobody-here', 'Wrong-Guess-2');
    await fetch(`${identity.issuer}/health`);
    const text = await (await ops('/metrics')).text();
    expect(text).toMatch(/identity_sign_in_failures_total\{reason="bad-password",service="identity"\} [1-9]/);
    expect(text).toMatch(/identity_sign_in_failures_total\{reason="unknown-account",service="identity"\} [1-9]/);
    expect(text).toMatch(
      /http_server_request_duration_seconds_count\{service="identity",method="GET",route="\/health",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(/route="oidc:authorization"/);
    expect(text).toMatch(/db_pool_connections\{state="idle",service="identity"\} \d+/);
    expect(text).toMatch(/db_pool_waiting_requests\{service="identity"\} 0/);
  });

  it('answers livez and readyz on the traffic port and the operator port, and readyz 503 while draining', async () => {
    for (const url of [`${identity.issuer}/livez`, `${identity.issuer}/readyz`]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(probeSchema.parse(await response.json())).toEqual({ status: 'ok' });
    }
    expect((await ops('/readyz')).status).toBe(200);
    identity.server.startDraining();
    const draining = await fetch(`${identity.issuer}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'unavailable', reasons: ['draining'] });
    expect((await ops('/readyz')).status).toBe(503);
    expect((await fetch(`${identity.issuer}/livez`)).status).toBe(200);
  });

  it('reports pending migrations in readiness', async () => {
    const db = createDatabase(database.url);
    await db.query(`delete from identity_migrations where name = (select max(name) from identity_migrations)`);
    const pending = await fetch(`${identity.issuer}/readyz`);
    expect(await pending.json()).toEqual({ status: 'unavailable', reasons: ['draining', 'migrations pending'] });
    await db.end();
  });
});
