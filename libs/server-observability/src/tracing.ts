import { register } from 'node:module';

const SDK = Symbol.for('portal.opentelemetry.sdk');

interface Stoppable {
  shutdown(): Promise<void>;
}

const holder = globalThis as { [SDK]?: Stoppable };

/**
 * Starts OpenTelemetry tracing (HTTP, Fastify routes, pg) exported over OTLP/HTTP, only when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set: otherwise not one OpenTelemetry module is loaded. Runs from
 * `--import ./dist/instrument.js`, before the application's imports, so the ESM hook sees them.
 */
export async function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!env['OTEL_EXPORTER_OTLP_ENDPOINT']) return false;
  // Traces only: Prometheus (prom-client) has the metrics and stdout the logs.
  env['OTEL_METRICS_EXPORTER'] ??= 'none';
  env['OTEL_LOGS_EXPORTER'] ??= 'none';
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  const sdk = new NodeSDK({
    serviceName: env['OTEL_SERVICE_NAME'] ?? service,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would drown the traces that matter.
        ignoreIncomingRequestHook: (request) => /^\/(api\/)?(livez|readyz|metrics)\b/.test(request.url ?? ''),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  holder[SDK] = sdk;
  return true;
}

/** Sends the spans still buffered; the last step of a graceful shutdown. Nothing to do when tracing is off. */
export async function flushTracing(): Promise<void> {
  await holder[SDK]?.shutdown();
}
