import type { Logger } from 'pino';
import type { AnsweredRequest } from './http-metrics';
import { createHttpMetrics } from './http-metrics';
import type { Registry } from 'prom-client';

export interface AccessFacts extends AnsweredRequest {
  requestId: string;
  ip: string | undefined;
}

/**
 * One `access` line per answered request and its observation in the duration histogram. The route is
 * the pattern (`/api/members/:id`): a URL's path and query carry member names and ids.
 */
export function createAccessRecorder(logger: Logger, registry: Registry): (facts: AccessFacts) => void {
  const observe = createHttpMetrics(registry);
  return (facts) => {
    observe(facts);
    const { method, route, status, seconds, requestId, ip } = facts;
    const durationMs = Math.round(seconds * 10_000) / 10;
    const line = { channel: 'access', method, route, status, durationMs, requestId, ip };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
