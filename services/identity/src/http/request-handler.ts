import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { runInRequestContext, type AccessFacts } from '@portal/server-observability';
import type { IdentityConfig } from '../config/identity-config';
import type { Database } from '../database/database';
import { MESSAGES } from '../i18n/messages';
import { messagePage } from '../pages/message-page';
import { clientIp } from './client-ip';
import { checkHealth } from './health';
import type { IdentityReadiness } from './readiness';
import { keepHeaders } from './kept-headers';
import { pageChrome } from './page-chrome';
import { replayRequest } from './replay-request';
import { requestIdOf } from './request-id';
import { type RequestInput, readRequestInput } from './request-input';
import { sendHtml, sendJson, sendOAuthError } from './responses';
import { createRouter, type Route } from './router';
import { responseSecurityHeaders } from './security-headers';
import { InputError } from './strict-parameters';

const BASE = 'http://identity.invalid';
const pathOf = (req: IncomingMessage) => (URL.canParse(req.url ?? '/', BASE) ? new URL(req.url ?? '/', BASE).pathname : '/');

export interface RequestHandlerDependencies {
  config: IdentityConfig;
  db: Database;
  provider: Provider;
  routes: readonly Route[];
  readiness: IdentityReadiness;
  logError: (error: unknown) => void;
  /** Called once per answered (or abandoned) request: its access line and metrics. */
  record: (facts: AccessFacts) => void;
}

/** What a request matched by no route is called in logs and metrics: never its URL. */
const UNMATCHED_ROUTE = '(unmatched)';

/** The oidc-provider route (`token`, `authorization`...) that served a response, set by `oidcRouteNames`. */
const oidcRoutes = new WeakMap<ServerResponse, string>();

/** oidc-provider middleware naming the route it served, for the access line and metrics. */
export function oidcRouteNames() {
  return async (ctx: { res: ServerResponse; oidc?: { route?: string } }, next: () => Promise<void>) => {
    await next();
    if (ctx.oidc?.route) oidcRoutes.set(ctx.res, `oidc:${ctx.oidc.route}`);
  };
}

/**
 * Gives every response the security headers and a request id, checks every request's input (one rule
 * for every route and every oidc-provider endpoint), then serves its own routes (health, interaction and
 * account pages); everything else is oidc-provider's.
 */
export function createRequestHandler({ config, db, provider, routes, readiness, logError, record }: RequestHandlerDependencies) {
  const oidc = provider.callback();
  const securityHeaders = responseSecurityHeaders(config.portalOrigins);
  const route = createRouter([
    {
      method: 'GET',
      path: '/health',
      async handler(_req, res) {
        const health = await checkHealth(db);
        sendJson(res, health.status === 'ok' ? 200 : 503, health);
      },
    },
    {
      method: 'GET',
      path: '/livez',
      async handler(_req, res) {
        sendJson(res, 200, { status: 'ok' });
      },
    },
    {
      method: 'GET',
      path: '/readyz',
      async handler(_req, res) {
        const state = await readiness.check();
        if (state.ready) sendJson(res, 200, { status: 'ok' });
        else sendJson(res, 503, { status: 'unavailable', reasons: state.reasons });
      },
    },
    ...routes,
  ]);

  // The refused URL itself is not linked again: the page's language switch goes to the service's root.
  function refusePage(req: IncomingMessage, res: ServerResponse, error: InputError) {
    const chrome = pageChrome(req, config, { path: '/' });
    const t = MESSAGES[chrome.locale];
    const message = error.status === 413 ? t.inputTooLarge : error.status === 415 ? t.inputNotAForm : t.inputRefused;
    sendHtml(res, error.status, messagePage({ chrome, title: t.inputRefusedTitle, message }), config.portalOrigins);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    keepHeaders(res, { ...securityHeaders, 'X-Request-Id': requestId });
    const match = route(req.method, pathOf(req));
    if (match) routeOf.set(res, match.path);
    let input: RequestInput;
    try {
      input = await readRequestInput(req, match !== undefined);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      if (match) refusePage(req, res, error);
      else sendOAuthError(res, error.status, 'invalid_request', error.message);
      return;
    }
    if (!match) return oidc(input.body ? replayRequest(req, input.body) : req, res);
    await match.handler(req, res, { params: match.params, form: input.form, requestId, ip: clientIp(req, config.trustProxy) });
  }

  const routeOf = new WeakMap<ServerResponse, string>();

  function recordWhenDone(req: IncomingMessage, res: ServerResponse, requestId: string) {
    const started = performance.now();
    // Read now: by the time the response closes, the socket may be gone.
    const ip = clientIp(req, config.trustProxy);
    res.once('close', () =>
      record({
        method: req.method ?? '?',
        route: routeOf.get(res) ?? oidcRoutes.get(res) ?? UNMATCHED_ROUTE,
        status: res.statusCode,
        seconds: (performance.now() - started) / 1000,
        requestId,
        ip,
      }),
    );
  }

  return (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = requestIdOf(req);
    recordWhenDone(req, res, requestId);
    return runInRequestContext({ requestId }, () => serve(req, res, requestId));
  };

  async function serve(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    try {
      await handle(req, res, requestId);
    } catch (error) {
      logError(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const chrome = pageChrome(req, config, { path: pathOf(req) });
      const t = MESSAGES[chrome.locale];
      sendHtml(res, 500, messagePage({ chrome, title: t.errorTitle, message: t.errorRetry }), config.portalOrigins);
    }
  }
}
