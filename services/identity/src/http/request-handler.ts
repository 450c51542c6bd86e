import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { IdentityConfig } from '../config/identity-config';
import type { Database } from '../database/database';
import { MESSAGES } from '../i18n/messages';
import { messagePage } from '../pages/message-page';
import { checkHealth } from './health';
import { pageChrome } from './page-chrome';
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
      const chrome = pageChrome(req, config, { path: pathname });
      const t = MESSAGES[chrome.locale];
      sendHtml(res, 500, messagePage({ chrome, title: t.errorTitle, message: t.errorRetry }), config.portalOrigins);
    }
  };
}
