import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { IdentityConfig } from '../config/identity-config';
import type { Database } from '../database/database';
import { errorPage } from '../pages/error-page';
import { checkHealth } from './health';
import { sendHtml, sendJson } from './responses';
import { createRouter, type Route } from './router';

export interface RequestHandlerDependencies {
  config: IdentityConfig;
  db: Database;
  provider: Provider;
  routes: readonly Route[];
  logError: (error: unknown) => void;
}

/** Own routes first (health, interaction pages); everything else is oidc-provider's. */
export function createRequestHandler({ config, db, provider, routes, logError }: RequestHandlerDependencies) {
  const oidc = provider.callback();
  const route = createRouter([
    {
      method: 'GET',
      path: '/health',
      async handler(_req, res) {
        const health = await checkHealth(db);
        sendJson(res, health.status === 'ok' ? 200 : 503, health);
      },
    },
    ...routes,
  ]);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { pathname } = new URL(req.url ?? '/', 'http://identity.invalid');
    const match = route(req.method, pathname);
    if (!match) return oidc(req, res);
    try {
      await match.handler(req, res, match.params);
    } catch (error) {
      logError(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendHtml(
        res,
        500,
        errorPage({ title: 'Something went wrong', message: 'Please try again in a moment.' }),
        config.portalOrigins,
      );
    }
  };
}
