import type { IncomingMessage } from 'node:http';
import { isFormSubmission, readFormBody } from './form-body';
import { parseParameters, parsePath } from './strict-parameters';

export interface RequestInput {
  query: URLSearchParams;
  /** The posted form; empty for other requests. */
  form: URLSearchParams;
  /** The form body as read, for a handler that parses it again (oidc-provider). */
  body?: Buffer;
}

/**
 * Checks everything a request carries as parameters (path, query, form body) before any route or
 * oidc-provider sees it; throws an InputError on the first problem. The service's own POST routes only
 * take forms (or nothing); any other body is left to oidc-provider, which refuses what its endpoint
 * does not accept.
 */
export async function readRequestInput(req: IncomingMessage, ownRoute: boolean): Promise<RequestInput> {
  // Node keeps the request target's bytes as latin1 characters.
  const target = Buffer.from(req.url ?? '/', 'latin1');
  const queryStart = target.indexOf(0x3f);
  parsePath(queryStart === -1 ? target : target.subarray(0, queryStart));
  const query = parseParameters(queryStart === -1 ? Buffer.alloc(0) : target.subarray(queryStart + 1));
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (req.method !== 'POST' || !hasBody || (!ownRoute && !isFormSubmission(req))) return { query, form: new URLSearchParams() };
  return { query, ...(await readFormBody(req)) };
}
