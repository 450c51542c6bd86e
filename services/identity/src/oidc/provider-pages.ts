import { randomBytes } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { IdentityConfig } from '../config/identity-config';
import { pageSecurityHeaders } from '../http/security-headers';
import { pickLocale } from '../i18n/locale';
import type { PageChrome } from '../pages/layout';
import { logoutPage } from '../pages/logout-pages';

/** Answers one of this service's pages from inside oidc-provider. */
export function sendPage(ctx: KoaContextWithOIDC, status: number, body: string, config: IdentityConfig, nonce?: string) {
  for (const [name, value] of Object.entries(pageSecurityHeaders(config.portalOrigins, nonce))) ctx.set(name, value);
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = body;
}

/** oidc-provider's own pages (logout, errors) follow the request's `ui_locales`, else the browser. */
export function chromeOf(ctx: KoaContextWithOIDC, config: IdentityConfig): PageChrome {
  const locale = pickLocale({
    chosen: ctx.query['lang'] as string | undefined,
    uiLocales: (ctx.oidc?.params?.['ui_locales'] as string | undefined) ?? undefined,
    acceptLanguage: ctx.get('accept-language'),
  });
  const other = new URL(ctx.originalUrl, 'http://identity.invalid');
  other.searchParams.set('lang', locale === 'en' ? 'fr' : 'en');
  return {
    locale,
    switchHref:
      ctx.method === 'GET' ? `${other.pathname}${other.search}` : `${other.pathname}?lang=${locale === 'en' ? 'fr' : 'en'}`,
    portalUrl: config.portalUrl,
  };
}

/** The sign-out page around oidc-provider's logout form (its action and xsrf token), submitted at once. */
export function sendLogoutPage(ctx: KoaContextWithOIDC, config: IdentityConfig, providerForm: string) {
  const nonce = randomBytes(16).toString('base64');
  sendPage(ctx, 200, logoutPage(chromeOf(ctx, config), providerForm, nonce), config, nonce);
}
