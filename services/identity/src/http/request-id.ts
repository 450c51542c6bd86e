import type { IncomingMessage } from 'node:http';
import { acceptRequestId } from '@portal/server-observability';

/**
 * The request's id, as the API does it: a caller's well-formed `x-request-id` (the proxy's) so logs can
 * be correlated, otherwise a new one.
 */
export function requestIdOf(req: IncomingMessage): string {
  return acceptRequestId(req.headers['x-request-id']);
}
