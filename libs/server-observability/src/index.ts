export { createLogger, REDACTED_PATHS, type Logger } from './logger';
export { createMetricsRegistry } from './metrics-registry';
export { startOpsServer, type OpsServer, type OpsServerOptions, type Readiness } from './ops-server';
export { acceptRequestId, currentRequestId, runInRequestContext, type RequestContext } from './request-context';
