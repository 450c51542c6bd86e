import { randomBytes } from 'node:crypto';
import { ConfigError } from '@portal/server-core';
import { DEV_DATA_ENCRYPTION_KEY, loadApiConfig } from './api-config';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/portal';
/** A bank's originator details, which production requires. */
const CPA005 = {
  CPA005_ORIGINATOR_ID: 'ABC1234567',
  CPA005_ORIGINATOR_SHORT_NAME: 'BENEFITS CO',
  CPA005_ORIGINATOR_LONG_NAME: 'BENEFITS COMPANY OF CANADA',
  CPA005_FILE_CREATION_START: '42',
  CPA005_DESTINATION_DATA_CENTRE: '00310',
  CPA005_RETURN_INSTITUTION: '001',
  CPA005_RETURN_TRANSIT: '12345',
  CPA005_RETURN_ACCOUNT: '1234567',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadApiConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadApiConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadApiConfig({ DATABASE_URL })).toEqual({
      production: false,
      databaseUrl: DATABASE_URL,
      migrationDatabaseUrl: null,
      host: '127.0.0.1',
      port: 3000,
      metricsPort: 9464,
      shutdownDelayMs: 0,
      oidcIssuer: 'http://localhost:3001',
      apiAudience: 'http://localhost:3000/api',
      jwksCooldownMs: 12_000,
      sessionStateUrl: 'http://localhost:3001/session-state',
      sessionCheckMs: 3_000,
      sessionStaleIfErrorMs: 30_000,
      corsOrigins: ['http://localhost:4200'],
      trustProxy: false,
      providerRateLimitsPerHour: { 'claim-submission': 1200, 'member-search': 600 },
      dataEncryptionKey: DEV_DATA_ENCRYPTION_KEY,
      usingDevelopmentKey: true,
      contactAdminEmail: 'portal-admin@example.com',
      cpa005: {
        originatorId: '0000000000',
        originatorShortName: 'PORTAL BENEFITS',
        originatorLongName: 'PORTAL HEALTH BENEFITS TEST',
        fileCreationStart: 1,
        destinationDataCentre: '00000',
        returnInstitution: '000',
        returnTransit: '00000',
        returnAccount: '0000000',
        transactionCode: '336',
      },
    });
  });

  it('takes the CPA-005 originator from CPA005_*, each required in production and checked', () => {
    const key = randomBytes(32).toString('hex');
    expect(loadApiConfig({ DATABASE_URL, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key, ...CPA005 }).cpa005).toEqual({
      originatorId: 'ABC1234567',
      originatorShortName: 'BENEFITS CO',
      originatorLongName: 'BENEFITS COMPANY OF CANADA',
      fileCreationStart: 42,
      destinationDataCentre: '00310',
      returnInstitution: '001',
      returnTransit: '12345',
      returnAccount: '1234567',
      transactionCode: '336',
    });
    const missing = problemsOf({ DATABASE_URL, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key });
    for (const name of Object.keys(CPA005)) expect(missing).toContain(name);
    expect(
      problemsOf({ DATABASE_URL, CPA005_RETURN_TRANSIT: '123', CPA005_ORIGINATOR_SHORT_NAME: 'A NAME LONGER THAN 15' }),
    ).toMatch(
      /CPA005_RETURN_TRANSIT[\s\S]*CPA005_ORIGINATOR_SHORT_NAME|CPA005_ORIGINATOR_SHORT_NAME[\s\S]*CPA005_RETURN_TRANSIT/,
    );
  });

  it('takes the operator port and the shutdown delay, 0 picking a free port, with a delay by default in production', () => {
    expect(loadApiConfig({ DATABASE_URL, METRICS_PORT: '0', SHUTDOWN_DELAY_MS: '250' })).toMatchObject({
      metricsPort: 0,
      shutdownDelayMs: 250,
    });
    const key = randomBytes(32).toString('hex');
    expect(loadApiConfig({ DATABASE_URL, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key, ...CPA005 }).shutdownDelayMs).toBe(
      5000,
    );
    const problems = problemsOf({ DATABASE_URL, METRICS_PORT: 'ninety', SHUTDOWN_DELAY_MS: '60000' });
    expect(problems).toMatch(/METRICS_PORT/);
    expect(problems).toMatch(/SHUTDOWN_DELAY_MS/);
  });

  it("asks the identity service named by SESSION_STATE_URL, or nobody when it is 'none'", () => {
    expect(loadApiConfig({ DATABASE_URL, OIDC_ISSUER: 'https://id.example/' }).sessionStateUrl).toBe(
      'https://id.example/session-state',
    );
    expect(loadApiConfig({ DATABASE_URL, SESSION_STATE_URL: 'http://identity:3001/session-state/' }).sessionStateUrl).toBe(
      'http://identity:3001/session-state',
    );
    expect(loadApiConfig({ DATABASE_URL, SESSION_STATE_URL: 'none' }).sessionStateUrl).toBeNull();
    expect(problemsOf({ SESSION_CHECK_SECONDS: '6' })).toMatch(/SESSION_CHECK_SECONDS/);
  });

  it('requires DATABASE_URL and names every bad variable', () => {
    const problems = problemsOf({ API_PORT: 'http', OIDC_ISSUER: 'not a url', JWKS_COOLDOWN_SECONDS: '-1' });
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/JWKS_COOLDOWN_SECONDS/);
    expect(problems).toMatch(/API_PORT/);
    expect(problems).toMatch(/OIDC_ISSUER/);
  });

  it('refuses a non-postgres database URL and a malformed key', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://x@h/db' })).toMatch(/DATABASE_URL/);
    expect(problemsOf({ DATABASE_URL, CONTACT_ADMIN_EMAIL: 'nobody' })).toMatch(/CONTACT_ADMIN_EMAIL/);
    expect(problemsOf({ DATABASE_URL, DATA_ENCRYPTION_KEY: 'abc' })).toMatch(/DATA_ENCRYPTION_KEY/);
  });

  it('refuses the development key in production', () => {
    expect(problemsOf({ DATABASE_URL, NODE_ENV: 'production' })).toMatch(/DATA_ENCRYPTION_KEY: is required in production/);
    const key = randomBytes(32).toString('base64');
    expect(loadApiConfig({ DATABASE_URL, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: key, ...CPA005 }).dataEncryptionKey).toBe(
      key,
    );
  });

  it('splits CORS origins', () => {
    expect(loadApiConfig({ DATABASE_URL, CORS_ORIGINS: 'http://a.test, http://b.test' }).corsOrigins).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
  });

  it('takes the owner’s connection for migrations, logged in as another named role', () => {
    const owner = 'postgres://portal_owner:secret@127.0.0.1:5432/portal';
    const runtime = 'postgres://portal_app:secret@127.0.0.1:5432/portal';
    expect(loadApiConfig({ DATABASE_URL: runtime, MIGRATION_DATABASE_URL: owner })).toMatchObject({
      databaseUrl: runtime,
      migrationDatabaseUrl: owner,
    });
    expect(problemsOf({ DATABASE_URL: runtime, MIGRATION_DATABASE_URL: 'http://owner@h/db' })).toMatch(/MIGRATION_DATABASE_URL/);
    expect(problemsOf({ DATABASE_URL: runtime, MIGRATION_DATABASE_URL: runtime })).toMatch(
      /MIGRATION_DATABASE_URL: must log in as the owner/,
    );
    expect(problemsOf({ DATABASE_URL: 'postgres://127.0.0.1/portal', MIGRATION_DATABASE_URL: owner })).toMatch(
      /MIGRATION_DATABASE_URL: and DATABASE_URL must each name the role/,
    );
  });
});
