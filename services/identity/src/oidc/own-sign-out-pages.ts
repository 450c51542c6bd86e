import type { KoaContextWithOIDC } from 'oidc-provider';
import type { IdentityConfig } from '../config/identity-config';
import { html } from '../pages/html';
import { sendLogoutPage } from './provider-pages';

/**
 * oidc-provider signs out through `logoutSource` only when a signed-in session asks; otherwise (a logout
 * request without a session, or a sign-in as another account, which first ends the current one) it
 * answers its own auto-submitting page. This middleware answers the service's sign-out page in its place,
 * with the same form.
 */
export function ownSignOutPages(config: IdentityConfig) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const route = ctx.oidc?.route;
    const session = ctx.oidc?.session;
    const fromProvider = (route === 'end_session' && !session?.accountId) || route === 'resume';
    const secret = session?.state?.['secret'];
    if (!fromProvider || ctx.status !== 200 || !ctx.response.is('html') || typeof secret !== 'string') return;
    const action = ctx.oidc.urlFor('end_session_confirm');
    sendLogoutPage(
      ctx,
      config,
      html`<form id="op.logoutForm" method="post" action="${action}"><input type="hidden" name="xsrf" value="${secret}"/></form>`
        .value,
    );
  };
}
