import { startTracing } from '@portal/server-observability';

// Loaded first (node --import ./dist/instrument.js dist/main.js) so OpenTelemetry's ESM hook sees every
// import of the worker (pg, nodemailer's sockets); does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
await startTracing('worker');
