import { parseConfig } from '@portal/server-core';
import { z } from 'zod';
import type { ThrottlePolicy } from '../throttle/throttle-policy';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const urlList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1));

const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3001')
    .refine((value) => !value.endsWith('/'), 'must not end with a slash'),
  IDENTITY_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  IDENTITY_HOST: z.string().min(1).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9465),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(8000).optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  PORTAL_REDIRECT_URIS: urlList.default(['http://localhost:4200/auth/callback']),
  PORTAL_POST_LOGOUT_REDIRECT_URIS: urlList.default(['http://localhost:4200/']),
  API_AUDIENCE: z.url().default('http://localhost:3000/api'),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(3600),
  SESSION_TTL_SECONDS: positiveInt.default(8 * 60 * 60),
  IDENTITY_JWKS: z.string().min(1).optional(),
  IDENTITY_COOKIE_KEYS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, 'each cookie key needs at least 32 characters')).min(1))
    .optional(),
  TRUST_PROXY: z.stringbool().default(false),
  IDENTITY_SIGN_IN_ATTEMPTS_PER_ACCOUNT: positiveInt.default(5),
  IDENTITY_SIGN_IN_ATTEMPTS_PER_ADDRESS: positiveInt.default(20),
  IDENTITY_SIGN_IN_LOCKOUT_SECONDS: positiveInt.default(60),
  IDENTITY_SIGN_IN_MAX_LOCKOUT_SECONDS: positiveInt.default(15 * 60),
  IDENTITY_SIGN_IN_MEMORY_SECONDS: positiveInt.default(60 * 60),
  IDENTITY_ACCOUNT_REQUESTS_PER_ADDRESS: positiveInt.default(10),
  IDENTITY_ACCOUNT_REQUEST_WINDOW_SECONDS: positiveInt.default(15 * 60),
  IDENTITY_MIN_ANSWER_MILLISECONDS: z.coerce.number().int().min(0).max(10_000).default(300),
});

/** Sign-in and account-request limits must hang together; production must not fall back to generated cookie keys nor expose a plain-http issuer beyond this machine. */
const productionRules = envSchema.superRefine((env, ctx) => {
  if (env.IDENTITY_SIGN_IN_MAX_LOCKOUT_SECONDS < env.IDENTITY_SIGN_IN_LOCKOUT_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: ['IDENTITY_SIGN_IN_MAX_LOCKOUT_SECONDS'],
      message: 'must be at least IDENTITY_SIGN_IN_LOCKOUT_SECONDS',
    });
  }
  // A memory shorter than a lock-out would forget the failures while they are still locked out.
  if (env.IDENTITY_SIGN_IN_MEMORY_SECONDS < env.IDENTITY_SIGN_IN_MAX_LOCKOUT_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: ['IDENTITY_SIGN_IN_MEMORY_SECONDS'],
      message: 'must be at least IDENTITY_SIGN_IN_MAX_LOCKOUT_SECONDS',
    });
  }
  if (env.NODE_ENV !== 'production') return;
  if (!env.IDENTITY_COOKIE_KEYS) {
    ctx.addIssue({ code: 'custom', path: ['IDENTITY_COOKIE_KEYS'], message: 'is required when NODE_ENV=production' });
  }
  const issuer = new URL(env.OIDC_ISSUER);
  if (issuer.protocol === 'http:' && !LOCAL_HOSTS.has(issuer.hostname)) {
    ctx.addIssue({
      code: 'custom',
      path: ['OIDC_ISSUER'],
      message: 'must use https:// when NODE_ENV=production (http only for localhost)',
    });
  }
});

export interface IdentityConfig {
  production: boolean;
  issuer: string;
  port: number;
  host: string | undefined;
  /** The operator's port: /metrics, /livez, /readyz (METRICS_PORT, 0 picks a free one). */
  metricsPort: number;
  /** How long new requests are still served after SIGTERM turned readiness false (5 s by default in production). */
  shutdownDelayMs: number;
  databaseUrl: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Origins of the portal, allowed for CORS and as form targets after sign-in and sign-out. */
  portalOrigins: string[];
  apiAudience: string;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  /** JSON Web Key Set with the private signing keys, when provided rather than stored. */
  jwks: string | undefined;
  cookieKeys: string[] | undefined;
  trustProxy: boolean;
  /** Sign-in attempts per account whatever the address, and per address whatever the account. */
  signInThrottle: { account: ThrottlePolicy; address: ThrottlePolicy };
  /** Sign-ups and link requests (reset, confirmation) per address, each kind on its own. */
  accountRequestThrottle: ThrottlePolicy;
  /**
   * Failed sign-ins, sign-ups and link requests are answered no sooner than this, so their time does not
   * tell whether an account exists.
   */
  minAnswerMilliseconds: number;
  /** The portal's home, linked from every page: the first post-logout redirect URI. */
  portalUrl: string;
}

export function loadConfig(env: Record<string, string | undefined>): IdentityConfig {
  const parsed = parseConfig(productionRules, env);
  const portalUris = [...parsed.PORTAL_REDIRECT_URIS, ...parsed.PORTAL_POST_LOGOUT_REDIRECT_URIS];
  const signInLockout = {
    lockoutSeconds: parsed.IDENTITY_SIGN_IN_LOCKOUT_SECONDS,
    maxLockoutSeconds: parsed.IDENTITY_SIGN_IN_MAX_LOCKOUT_SECONDS,
    memorySeconds: parsed.IDENTITY_SIGN_IN_MEMORY_SECONDS,
  };
  return {
    production: parsed.NODE_ENV === 'production',
    issuer: parsed.OIDC_ISSUER,
    port: parsed.IDENTITY_PORT,
    host: parsed.IDENTITY_HOST,
    metricsPort: parsed.METRICS_PORT,
    shutdownDelayMs: parsed.SHUTDOWN_DELAY_MS ?? (parsed.NODE_ENV === 'production' ? 5000 : 0),
    databaseUrl: parsed.DATABASE_URL,
    redirectUris: parsed.PORTAL_REDIRECT_URIS,
    postLogoutRedirectUris: parsed.PORTAL_POST_LOGOUT_REDIRECT_URIS,
    portalOrigins: [...new Set(portalUris.map((uri) => new URL(uri).origin))],
    apiAudience: parsed.API_AUDIENCE,
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    sessionTtlSeconds: parsed.SESSION_TTL_SECONDS,
    jwks: parsed.IDENTITY_JWKS,
    cookieKeys: parsed.IDENTITY_COOKIE_KEYS,
    trustProxy: parsed.TRUST_PROXY,
    signInThrottle: {
      account: { ...signInLockout, attempts: parsed.IDENTITY_SIGN_IN_ATTEMPTS_PER_ACCOUNT },
      address: { ...signInLockout, attempts: parsed.IDENTITY_SIGN_IN_ATTEMPTS_PER_ADDRESS },
    },
    accountRequestThrottle: {
      attempts: parsed.IDENTITY_ACCOUNT_REQUESTS_PER_ADDRESS,
      lockoutSeconds: parsed.IDENTITY_ACCOUNT_REQUEST_WINDOW_SECONDS,
      maxLockoutSeconds: parsed.IDENTITY_ACCOUNT_REQUEST_WINDOW_SECONDS,
      memorySeconds: parsed.IDENTITY_ACCOUNT_REQUEST_WINDOW_SECONDS,
    },
    minAnswerMilliseconds: parsed.IDENTITY_MIN_ANSWER_MILLISECONDS,
    portalUrl: parsed.PORTAL_POST_LOGOUT_REDIRECT_URIS[0] as string,
  };
}
