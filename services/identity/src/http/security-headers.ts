import { STYLE_HASH_SOURCE } from '../pages/layout';

/**
 * Headers for every page this service renders. `form-action` lists the portal origins because
 * browsers apply it to the redirects that follow a form post (sign-in and sign-out end on the portal).
 */
export function pageSecurityHeaders(portalOrigins: readonly string[], scriptNonce?: string): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `style-src ${STYLE_HASH_SOURCE}`,
    scriptNonce ? `script-src 'nonce-${scriptNonce}'` : null,
    `form-action 'self' ${portalOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].filter(Boolean);
  return {
    'Content-Security-Policy': csp.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}
