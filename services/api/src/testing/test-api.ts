import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Role } from '@portal/contracts';
import type { SecurityEvent } from '@portal/server-core';
import { createTestDatabase, createTestIssuer, type SignOverrides, type TestDatabase, type TestIssuer } from '@portal/testing';
import { loadApiConfig } from '../config/api-config';
import { migrate, roleOf } from '../database/migrate';
import { createApp } from '../http/create-app';
import type { Observability } from '../observability/observability.module';
import { runDemoSeed } from '../seed/demo-seed';

export interface TestApi {
  app: NestFastifyApplication;
  db: TestDatabase;
  issuer: TestIssuer;
  /** Every security event the application recorded, in order. */
  securityEvents: SecurityEvent[];
  /**
   * A valid access token for a role (and provider, for the Provider role), issued under the grant
   * `gid` (one per role by default; `issuer.revokeGrant(gid)` ends it).
   */
  token(role: Role, providerId?: string | null, overrides?: SignOverrides, gid?: string): Promise<string>;
  get(url: string, token?: string, headers?: Record<string, string>): ReturnType<NestFastifyApplication['inject']>;
  /** A write with a JSON body (none when `payload` is undefined), signed in with `token` unless null. */
  send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: unknown,
  ): ReturnType<NestFastifyApplication['inject']>;
  close(): Promise<void>;
}

/**
 * The real application on Fastify against a fresh database, migrated as its owner and demo-seeded,
 * running as the runtime role as in production (docs/notes-audit-roles.md), trusting a test issuer;
 * `env` adds to or overrides its configuration; `observability` takes its access lines and metrics.
 */
export async function startTestApi(env: Record<string, string> = {}, observability?: Observability): Promise<TestApi> {
  const db = await createTestDatabase();
  await migrate(db.ownerUrl, roleOf(db.runtimeUrl));
  const issuer = await createTestIssuer();
  const config = loadApiConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.runtimeUrl,
    MIGRATION_DATABASE_URL: db.ownerUrl,
    OIDC_ISSUER: issuer.issuer,
    API_AUDIENCE: issuer.audience,
    // The suite rotates keys right after sending unknown kids: no cooldown between JWKS refetches.
    JWKS_COOLDOWN_SECONDS: '0',
    SESSION_STATE_URL: `${issuer.issuer}/session-state`,
    ...env,
  });
  const securityEvents: SecurityEvent[] = [];
  const app = await createApp(config, ['error'], { record: (event) => securityEvents.push(event) }, observability);
  await app.getHttpAdapter().getInstance().ready();
  await runDemoSeed(app);
  return {
    app,
    db,
    issuer,
    securityEvents,
    token: (role, providerId = null, overrides, gid = `grant-${role}`) =>
      issuer.sign({ sub: `user-${role}`, role, username: role.toLowerCase(), providerId, gid }, overrides),
    get: (url, token, headers = {}) =>
      app.inject({ method: 'GET', url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    send: (method, url, token, payload) =>
      app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async close() {
      await app.close();
      await issuer.close();
      await db.drop();
    },
  };
}
