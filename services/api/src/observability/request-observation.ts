import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInRequestContext, type AccessFacts } from '@portal/server-observability';

const SCOPE = Symbol('portal.request-scope');

type Scoped = FastifyRequest & { [SCOPE]?: AsyncResource };

/** What a request matched by no route is called in logs and metrics: never its URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Serves each request inside its request context (its id in every log line written meanwhile) and
 * records it once answered: an access line and the duration histogram, by route pattern.
 */
export function observeRequests(fastify: FastifyInstance, record: (facts: AccessFacts) => void): void {
  fastify.addHook('onRequest', (request, _reply, done) => runInRequestContext({ requestId: request.id }, done));
  // Fastify reads a body in the socket's async context, losing the request's (and MikroORM's request
  // context, which Nest's middleware entered meanwhile): captured just before, re-entered just after.
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    (request as Scoped)[SCOPE] = new AsyncResource('portal.request');
    done(null, payload);
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    const scope = (request as Scoped)[SCOPE];
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    record({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      requestId: request.id,
      ip: request.ip,
    });
    done();
  });
}
