import type { FastifyHelmetOptions } from '@fastify/helmet';

type Directives = Record<string, string[]>;

const NONE = ["'none'"];

/** The API answers JSON and CSV: nothing in an answer may run, load, be framed or post anywhere. */
const API_DIRECTIVES: Directives = {
  'default-src': NONE,
  'base-uri': NONE,
  'form-action': NONE,
  'frame-ancestors': NONE,
};

/**
 * Swagger UI (`/api/docs`) loads its own scripts, styles and images from the API's origin, styles
 * itself inline (style blocks and attributes, hence 'unsafe-inline' for styles only, never scripts)
 * and calls the API from there when "Try it out" is used.
 */
const DOCS_DIRECTIVES: Directives = {
  ...API_DIRECTIVES,
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
};

/** helmet's defaults (nosniff, HSTS, frame and cross-origin policies, ...) with the API's CSP and no referrer. */
export const API_HELMET: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
  referrerPolicy: { policy: 'no-referrer' },
};

/** The docs' routes differ from the API's only by their CSP. */
export const DOCS_HELMET: FastifyHelmetOptions = {
  ...API_HELMET,
  contentSecurityPolicy: { useDefaults: false, directives: DOCS_DIRECTIVES },
};

/**
 * What an answer helmet's hook never saw still carries: Fastify's router answers a malformed URL or an
 * over-long path parameter before any hook runs, and CORS answers a preflight in an earlier hook.
 */
export const BASELINE_HEADERS: Record<string, string> = {
  'content-security-policy': Object.entries(API_DIRECTIVES)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';'),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
