import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The request's id, as the API does it: a caller's well-formed `x-request-id` (the proxy's) so logs can
 * be correlated, otherwise a new one; every response returns it.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
