import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** Why a process is not ready: one short phrase per failing check (`database unreachable`, `draining`). */
export type Readiness = { ready: true } | { ready: false; reasons: string[] };

export interface OpsServerOptions {
  port: number;
  host?: string;
  registry: Registry;
  /** Whether the process should get traffic (or, for the worker, work) now. */
  readiness: () => Promise<Readiness>;
}

export interface OpsServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The operator's port (`METRICS_PORT`), apart from the traffic port so metrics are never public:
 * `/metrics` in Prometheus text, `/livez` (the event loop answers) and `/readyz` (200 or 503 with reasons).
 */
export async function startOpsServer({ port, host = '0.0.0.0', registry, readiness }: OpsServerOptions): Promise<OpsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed\n');
    if (path === '/livez') return send(200, 'application/json', '{"status":"ok"}\n');
    if (path === '/readyz') {
      void readiness().then(
        (state) =>
          send(
            state.ready ? 200 : 503,
            'application/json',
            `${JSON.stringify(state.ready ? { status: 'ok' } : { status: 'unavailable', reasons: state.reasons })}\n`,
          ),
        () => send(503, 'application/json', '{"status":"unavailable","reasons":["readiness check failed"]}\n'),
      );
      return;
    }
    if (path === '/metrics') {
      void registry.metrics().then(
        (text) => send(200, registry.contentType, text),
        () => send(500, 'text/plain', 'metrics failed\n'),
      );
      return;
    }
    send(404, 'text/plain', 'not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
