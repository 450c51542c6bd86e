import { STYLE_HASH_SOURCE } from '../pages/layout';

/**
 * The Content-Security-Policy of every response. `form-action` lists the portal origins because browsers
 * apply it to the redirects that follow a form post (sign-in and sign-out end on the portal). Scripts run
 * only with the response's nonce, or by hash where oidc-provider adds its own inline script's hash to
 * `script-src` (its form_post answer to an authorization error), which then overrides `'none'`.
 */
function contentSecurityPolicy(portalOrigins: readonly string[], scriptNonce?: string): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH_SOURCE}`,
    `script-src ${scriptNonce ? `'nonce-${scriptNonce}'` : "'none'"}`,
    `form-action 'self' ${portalOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Headers every response carries, JSON or page, from this service's routes or oidc-provider's. */
export function responseSecurityHeaders(portalOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(portalOrigins),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  };
}

/** Headers for every page this service renders: never cached, scripts only with their nonce. */
export function pageSecurityHeaders(portalOrigins: readonly string[], scriptNonce?: string): Record<string, string> {
  return {
    ...responseSecurityHeaders(portalOrigins),
    'Content-Security-Policy': contentSecurityPolicy(portalOrigins, scriptNonce),
    'Cache-Control': 'no-store',
  };
}
