import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { getOnce, startServiceProcess, type ServiceProcess } from '@portal/server-observability';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { migrate, roleOf } from '../database/migrate';

const API_ROOT = resolve(import.meta.dirname, '../..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: { stringValue?: string } }[];
}

interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

/** The built API (`npx nx run api:build`) exporting its traces to an OTLP/HTTP receiver in this process. */
describe('tracing of the built API', () => {
  let db: TestDatabase;
  let api: ServiceProcess;
  let receiver: Server;
  const exports: OtlpExport[] = [];
  const spans = () => exports.flatMap((body) => body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((scope) => scope.spans)));

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/v1/traces') exports.push(JSON.parse(body) as OtlpExport);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    db = await createTestDatabase();
    await migrate(db.ownerUrl, roleOf(db.runtimeUrl));
    api = await startServiceProcess(API_ROOT, {
      DATABASE_URL: db.runtimeUrl,
      API_PORT: '0',
      METRICS_PORT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  });
  afterAll(async () => {
    api?.kill('SIGKILL');
    await db?.drop();
    await new Promise((done) => receiver?.close(done));
  });

  it('continues the caller’s trace (traceparent) through the HTTP server, the Fastify route and pg', async () => {
    const traceId = randomBytes(16).toString('hex');
    const parent = randomBytes(8).toString('hex');
    const answer = await getOnce(`http://127.0.0.1:${api.port}/api/health`, { traceparent: `00-${traceId}-${parent}-01` });
    expect(answer.status).toBe(200);

    const deadline = Date.now() + 10_000;
    const ofTrace = () => spans().filter((span) => span.traceId === traceId);
    const isPg = (span: OtlpSpan) =>
      span.attributes?.some((a) => a.key === 'db.system' || a.key === 'db.system.name') && /select/i.test(span.name);
    while (Date.now() < deadline && !(ofTrace().some(isPg) && ofTrace().some((s) => s.parentSpanId === parent)))
      await new Promise((done) => setTimeout(done, 100));

    const trace = ofTrace();
    const server = trace.find((span) => span.parentSpanId === parent);
    expect(server?.name).toMatch(/^GET/);
    const pg = trace.find(isPg);
    expect(pg).toBeDefined();
    expect(trace.map((span) => span.name)).toEqual(expect.arrayContaining([expect.stringMatching(/health|\/api\/health/)]));
    const service = exports[0]?.resourceSpans[0]?.resource.attributes?.find((a) => a.key === 'service.name');
    expect(service?.value.stringValue).toBe('api');
  });
});
