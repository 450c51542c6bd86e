import { createHash } from 'node:crypto';
import { loadCpa005Config, type Cpa005Config } from '@portal/payments';
import { parseConfig, parseEncryptionKey, type RateLimitName } from '@portal/server-core';
import { z } from 'zod';

/** Development-only key, so the product runs out of the box; refused when NODE_ENV=production. */
export const DEV_DATA_ENCRYPTION_KEY = createHash('sha256').update('portal development data key').digest('hex');

const isKey = (value: string) => {
  try {
    parseEncryptionKey(value);
    return true;
  } catch {
    return false;
  }
};

/** Leaves the rest of the 10 s shutdown limit to in-flight requests and closing the database. */
const SHUTDOWN_DELAY_MAX_MS = 8000;

/** In production the load balancer needs a few seconds to see readiness fall before connections stop. */
const PRODUCTION_SHUTDOWN_DELAY_MS = 5000;

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' });
const userOf = (url: string) => decodeURIComponent(new URL(url).username);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URL: postgresUrl,
    MIGRATION_DATABASE_URL: postgresUrl.optional(),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(SHUTDOWN_DELAY_MAX_MS).optional(),
    OIDC_ISSUER: z.url().default('http://localhost:3001'),
    API_AUDIENCE: z.string().min(1).default('http://localhost:3000/api'),
    JWKS_COOLDOWN_SECONDS: z.coerce.number().min(0).max(3600).default(12),
    SESSION_STATE_URL: z.union([z.literal('none'), z.url()]).optional(),
    SESSION_CHECK_SECONDS: z.coerce.number().min(0).max(5).default(3),
    SESSION_STALE_IF_ERROR_SECONDS: z.coerce.number().min(0).max(300).default(30),
    CORS_ORIGINS: z.string().default('http://localhost:4200'),
    TRUST_PROXY: z.stringbool().default(false),
    CLAIM_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).default(1200),
    MEMBER_SEARCHES_PER_HOUR: z.coerce.number().int().min(1).default(600),
    CONTACT_ADMIN_EMAIL: z.email('must be an e-mail address').default('portal-admin@example.com'),
    DATA_ENCRYPTION_KEY: z.string().refine(isKey, 'must be 32 bytes as 64 hex characters or base64').optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.DATA_ENCRYPTION_KEY, {
    path: ['DATA_ENCRYPTION_KEY'],
    message: 'is required in production',
  })
  .refine((env) => !env.MIGRATION_DATABASE_URL || (userOf(env.DATABASE_URL) && userOf(env.MIGRATION_DATABASE_URL)), {
    path: ['MIGRATION_DATABASE_URL'],
    message: 'and DATABASE_URL must each name the role they log in as (postgres://role@host/db)',
  })
  .refine((env) => !env.MIGRATION_DATABASE_URL || userOf(env.DATABASE_URL) !== userOf(env.MIGRATION_DATABASE_URL), {
    path: ['MIGRATION_DATABASE_URL'],
    message: 'must log in as the owner, another role than DATABASE_URL’s',
  });

export interface ApiConfig {
  production: boolean;
  /** The runtime role's connection: what the API, its seeds and imports run as. */
  databaseUrl: string;
  /** The owner's connection, for `migrate` (MIGRATION_DATABASE_URL); null: migrations run as DATABASE_URL's role. */
  migrationDatabaseUrl: string | null;
  host: string;
  port: number;
  /** The operator's port: /metrics, /livez, /readyz (METRICS_PORT, 0 picks a free one). */
  metricsPort: number;
  /** How long new requests are still served after SIGTERM turned readiness false. */
  shutdownDelayMs: number;
  oidcIssuer: string;
  apiAudience: string;
  /** Minimum time between refetches of the issuer's JWKS caused by a token naming an unknown key. */
  jwksCooldownMs: number;
  /** Where the identity service tells whether a token's grant stands (ADR 020); null: not asked. */
  sessionStateUrl: string | null;
  /** How long a replica reuses "the grant is active": how late a logout can be seen (at most 5 s). */
  sessionCheckMs: number;
  /** How long a known-active grant is still accepted while the identity service is unreachable. */
  sessionStaleIfErrorMs: number;
  corsOrigins: string[];
  /** Trust `X-Forwarded-*` from the proxy in front (the client's address in logs and limits). */
  trustProxy: boolean;
  /** Per provider and hour: generous for a busy clinic, fatal for a scraper. */
  providerRateLimitsPerHour: Record<RateLimitName, number>;
  dataEncryptionKey: string;
  /** True when DATA_ENCRYPTION_KEY was not set and the development key is in use. */
  usingDevelopmentKey: boolean;
  /** Where contact-drawer messages are e-mailed (CONTACT_ADMIN_EMAIL). */
  contactAdminEmail: string;
  /** The originator's details of the CPA-005 files (`CPA005_*`; test values outside production only). */
  cpa005: Cpa005Config;
}

export const API_CONFIG = Symbol('API_CONFIG');

/** Reads and validates the API's environment; throws a ConfigError naming every bad variable. */
export function loadApiConfig(env: Record<string, string | undefined>): ApiConfig {
  const parsed = parseConfig(envSchema, env);
  const cpa005 = loadCpa005Config(env, parsed.NODE_ENV === 'production');
  const oidcIssuer = parsed.OIDC_ISSUER.replace(/\/$/, '');
  const sessionStateUrl = parsed.SESSION_STATE_URL ?? `${oidcIssuer}/session-state`;
  return {
    production: parsed.NODE_ENV === 'production',
    databaseUrl: parsed.DATABASE_URL,
    migrationDatabaseUrl: parsed.MIGRATION_DATABASE_URL ?? null,
    host: parsed.API_HOST,
    port: parsed.API_PORT,
    metricsPort: parsed.METRICS_PORT,
    shutdownDelayMs: parsed.SHUTDOWN_DELAY_MS ?? (parsed.NODE_ENV === 'production' ? PRODUCTION_SHUTDOWN_DELAY_MS : 0),
    oidcIssuer,
    apiAudience: parsed.API_AUDIENCE,
    jwksCooldownMs: parsed.JWKS_COOLDOWN_SECONDS * 1000,
    sessionStateUrl: sessionStateUrl === 'none' ? null : sessionStateUrl.replace(/\/$/, ''),
    sessionCheckMs: parsed.SESSION_CHECK_SECONDS * 1000,
    sessionStaleIfErrorMs: parsed.SESSION_STALE_IF_ERROR_SECONDS * 1000,
    corsOrigins: parsed.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parsed.TRUST_PROXY,
    providerRateLimitsPerHour: {
      'claim-submission': parsed.CLAIM_SUBMISSIONS_PER_HOUR,
      'member-search': parsed.MEMBER_SEARCHES_PER_HOUR,
    },
    dataEncryptionKey: parsed.DATA_ENCRYPTION_KEY ?? DEV_DATA_ENCRYPTION_KEY,
    usingDevelopmentKey: !parsed.DATA_ENCRYPTION_KEY,
    contactAdminEmail: parsed.CONTACT_ADMIN_EMAIL,
    cpa005,
  };
}
