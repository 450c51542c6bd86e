import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line and outbox row written while serving one request carries. */
export interface RequestContext {
  readonly requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A caller's well-formed `x-request-id` (the proxy's) so logs correlate across services, otherwise a new one. */
export function acceptRequestId(given: unknown): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Runs `work` (and everything it starts) inside `context`. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request being served, or undefined outside one (start-up, a worker's loop). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
