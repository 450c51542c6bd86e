import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { MikroORM } from '@mikro-orm/postgresql';
import { Role } from '@portal/contracts';
import { probeSchema } from '@portal/contracts/health';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createSecurityLog } from '@portal/server-core';
import { jest } from '@jest/globals';
import { AuditService } from '@portal/audit';
import {
  createLogger,
  createMetricsRegistry,
  currentRequestId,
  runInRequestContext,
  startOpsServer,
  type OpsServer,
} from '@portal/server-observability';
import { startTestApi, type TestApi } from '../testing/test-api';
import { ReadinessService } from '../health/readiness.service';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Log lines as written: JSON, one per line. */
const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, raw, stream };
};

describe('logs, metrics and probes of the API', () => {
  let api: TestApi;
  let ops: OpsServer;
  const logs = capture();
  const registry = createMetricsRegistry('api');
  const scrape = async () => (await fetch(`http://127.0.0.1:${ops.port}/metrics`)).text();

  let office = '';
  let chiropractic = 0;
  /** A valid claim for `amount` (a new amount each time: never a duplicate), under the Idempotency-Key `key`. */
  const submitClaim = async (key: string, amount: number, requestId?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: {
        authorization: `Bearer ${await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider)}`,
        'idempotency-key': key,
        ...(requestId && { 'x-request-id': requestId }),
      },
      payload: {
        officeId: office,
        memberId: '123456',
        memberEmail: 'alice.martin@example.test',
        expenses: [{ patientId: '02', expenseDate: daysAgo(2), coverageId: chiropractic, amount }],
      },
    });

  beforeAll(async () => {
    api = await startTestApi({}, { log: createLogger('api', {}, logs.stream), registry });
    const sql = api.app.get(MikroORM).em.fork().getConnection();
    [{ id: office } = { id: '' }] = await sql.execute<{ id: string }[]>(
      `select id from office where provider_id = ? and office_name = 'Harbour Clinic'`,
      [DEMO_PROVIDER_IDS.provider],
    );
    [{ id: chiropractic } = { id: 0 }] = await sql.execute<{ id: number }[]>(
      `select id from coverage where name = 'Chiropractic'`,
    );
    ops = await startOpsServer({
      port: 0,
      host: '127.0.0.1',
      registry,
      readiness: () => api.app.get(ReadinessService).check(),
    });
  });
  afterAll(async () => {
    await ops?.close();
    await api?.close();
  });

  it('writes one access line per request: the route pattern, never the URL or its query', async () => {
    const token = await api.token(Role.Provider, DEMO_PROVIDER_IDS.provider);
    const response = await api.get(`/api/provider/${DEMO_PROVIDER_IDS.provider}/member?lastName=MARTIN&dob=2001-04-02`, token, {
      'x-request-id': 'trace-me-1',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(response.headers['x-request-id']).toBe('trace-me-1');
    const line = logs.lines.find((l) => l['channel'] === 'access' && l['requestId'] === 'trace-me-1');
    expect(line).toMatchObject({
      service: 'api',
      level: 'info',
      method: 'GET',
      route: '/api/provider/:providerId/member',
      status: response.statusCode,
      requestId: 'trace-me-1',
    });
    expect(typeof line?.['durationMs']).toBe('number');
    expect(line).toHaveProperty('ip');
    expect(logs.raw.join('')).not.toMatch(/MARTIN|2001-04-02|\?/);
  });

  it('mints a request id when the caller sends none or a malformed one, and names unmatched routes generically', async () => {
    const response = await api.get('/api/no-such-thing/JOHN-SMITH', undefined, { 'x-request-id': 'bad id with spaces' });
    expect(response.statusCode).toBe(404);
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.lines.find((l) => l['requestId'] === id && l['channel'] === 'access')).toMatchObject({
      route: '(unmatched)',
      status: 404,
    });
    expect(logs.raw.join('')).not.toContain('JOHN-SMITH');
  });

  it('serves a request, its parsed body included, inside its request context: log lines and security events carry its id', async () => {
    const seen: (string | undefined)[] = [];
    const original = AuditService.prototype.appendFrom;
    const spy = jest.spyOn(AuditService.prototype, 'appendFrom').mockImplementation(function (
      this: AuditService,
      ...args: Parameters<AuditService['appendFrom']>
    ) {
      seen.push(currentRequestId());
      return original.apply(this, args);
    });
    const response = await submitClaim(randomUUID(), 61.07, 'req-in-context');
    spy.mockRestore();
    expect(response.statusCode).toBe(201);
    expect(seen).toEqual(['req-in-context']);

    const events = capture();
    const log = createSecurityLog('api', events.stream);
    runInRequestContext({ requestId: 'req-sec' }, () => log.record({ event: 'access.forbidden' }));
    expect(events.lines[0]).toMatchObject({ requestId: 'req-sec' });
  });

  it('counts requests by route, method and status, the pool, and claims submitted and adjudicated', async () => {
    const key = randomUUID();
    expect((await submitClaim(key, 71.13)).statusCode).toBe(201);
    expect((await submitClaim(key, 71.13)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await api.get('/api/health')).statusCode).toBe(200);

    const text = await scrape();
    expect(text).toMatch(
      /http_server_request_duration_seconds_count\{service="api",method="GET",route="\/api\/health",status_code="200"\} [3-9]/,
    );
    expect(text).toMatch(
      /http_server_request_duration_seconds_bucket\{le="0\.005",service="api",method="POST",route="\/api\/claims",status_code="201"/,
    );
    expect(text).not.toMatch(/route="[^"]*\?/);
    expect(text).toMatch(/db_pool_connections\{state="idle",service="api"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="in_use",service="api"\} \d+/);
    expect(text).toMatch(/db_pool_waiting_requests\{service="api"\} 0/);
    expect(text).toMatch(/claims_submitted_total\{outcome="(accepted|pending|rejected|error)",service="api"\} [1-9]/);
    expect(text).toMatch(/claims_submitted_total\{outcome="replay",service="api"\} [1-9]/);
    expect(text).toMatch(/claims_adjudicated_total\{outcome="(accepted|pending|rejected|error)",service="api"\} [1-9]/);
  });

  it('answers livez and readyz publicly, on the traffic port and the operator port, and turns unready while draining', async () => {
    expect(probeSchema.parse((await api.get('/api/livez')).json())).toEqual({ status: 'ok' });
    const ready = await api.get('/api/readyz');
    expect(ready.statusCode).toBe(200);
    expect(probeSchema.parse(ready.json())).toEqual({ status: 'ok' });
    expect((await fetch(`http://127.0.0.1:${ops.port}/readyz`)).status).toBe(200);

    api.app.get(ReadinessService).startDraining();
    const draining = await api.get('/api/readyz');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'unavailable', reasons: ['draining'] });
    const opsDraining = await fetch(`http://127.0.0.1:${ops.port}/readyz`);
    expect(opsDraining.status).toBe(503);
    expect((await api.get('/api/livez')).statusCode).toBe(200);
    expect((await api.get('/api/health')).statusCode).toBe(200);
  });
});
