import { Counter } from 'prom-client';
import { createMetricsRegistry } from './metrics-registry';
import { startOpsServer, type OpsServer, type Readiness } from './ops-server';

describe('ops server', () => {
  let server: OpsServer;
  let state: Readiness = { ready: true };
  const registry = createMetricsRegistry('test');
  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;

  beforeAll(async () => {
    new Counter({ name: 'test_things_total', help: 'Things', registers: [registry] }).inc(3);
    server = await startOpsServer({ port: 0, host: '127.0.0.1', registry, readiness: async () => state });
  });
  afterAll(() => server.close());

  it('serves Prometheus text with the defaults and the service label', async () => {
    const response = await fetch(url('/metrics'));
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('test_things_total{service="test"} 3');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers livez always and readyz by the readiness check, with reasons', async () => {
    expect((await fetch(url('/livez'))).status).toBe(200);
    expect((await fetch(url('/readyz'))).status).toBe(200);
    state = { ready: false, reasons: ['draining'] };
    const notReady = await fetch(url('/readyz'));
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable', reasons: ['draining'] });
    expect((await fetch(url('/livez'))).status).toBe(200);
  });

  it('refuses other paths and methods', async () => {
    expect((await fetch(url('/other'))).status).toBe(404);
    expect((await fetch(url('/metrics'), { method: 'POST' })).status).toBe(405);
  });
});
