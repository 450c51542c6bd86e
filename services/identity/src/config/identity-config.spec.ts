import { ConfigError } from '@portal/server-core';
import { loadConfig } from './identity-config';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
const cookieKey = 'k'.repeat(32);

describe('loadConfig', () => {
  it('takes the operator port (0: a free one) and the shutdown delay, refusing what is not a port or too long', () => {
    expect(loadConfig({ ...base, METRICS_PORT: '0', SHUTDOWN_DELAY_MS: '1500' })).toMatchObject({
      metricsPort: 0,
      shutdownDelayMs: 1500,
    });
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, SHUTDOWN_DELAY_MS: '20000' })).toThrow(/SHUTDOWN_DELAY_MS/);
  });

  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      production: false,
      issuer: 'http://localhost:3001',
      port: 3001,
      metricsPort: 9465,
      shutdownDelayMs: 0,
      redirectUris: ['http://localhost:4200/auth/callback'],
      postLogoutRedirectUris: ['http://localhost:4200/'],
      portalOrigins: ['http://localhost:4200'],
      apiAudience: 'http://localhost:3000/api',
      accessTokenTtlSeconds: 3600,
      cookieKeys: undefined,
      trustProxy: false,
      portalUrl: 'http://localhost:4200/',
      signInThrottle: {
        account: { attempts: 5, lockoutSeconds: 60, maxLockoutSeconds: 900, memorySeconds: 3600 },
        address: { attempts: 20, lockoutSeconds: 60, maxLockoutSeconds: 900, memorySeconds: 3600 },
      },
      accountRequestThrottle: { attempts: 10, lockoutSeconds: 900, maxLockoutSeconds: 900, memorySeconds: 900 },
      minAnswerMilliseconds: 300,
    });
  });

  it('reads the throttle limits and keeps their lock-outs consistent', () => {
    const config = loadConfig({
      ...base,
      IDENTITY_SIGN_IN_ATTEMPTS_PER_ADDRESS: '8',
      IDENTITY_ACCOUNT_REQUEST_WINDOW_SECONDS: '60',
    });
    expect(config.signInThrottle.address.attempts).toBe(8);
    expect(config.accountRequestThrottle).toMatchObject({ lockoutSeconds: 60, memorySeconds: 60 });
    expect(() => loadConfig({ ...base, IDENTITY_SIGN_IN_MAX_LOCKOUT_SECONDS: '30' })).toThrow(
      /IDENTITY_SIGN_IN_MAX_LOCKOUT_SECONDS: must be at least IDENTITY_SIGN_IN_LOCKOUT_SECONDS/,
    );
    expect(() => loadConfig({ ...base, IDENTITY_SIGN_IN_MEMORY_SECONDS: '600' })).toThrow(
      /IDENTITY_SIGN_IN_MEMORY_SECONDS: must be at least IDENTITY_SIGN_IN_MAX_LOCKOUT_SECONDS/,
    );
  });

  it('requires DATABASE_URL', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL/);
  });

  it('reads comma-separated redirect URIs and derives each portal origin once', () => {
    const config = loadConfig({
      ...base,
      PORTAL_REDIRECT_URIS: 'https://portal.example.ca/auth/callback, http://localhost:4200/auth/callback',
      PORTAL_POST_LOGOUT_REDIRECT_URIS: 'https://portal.example.ca/',
    });
    expect(config.redirectUris).toHaveLength(2);
    expect(config.portalOrigins).toEqual(['https://portal.example.ca', 'http://localhost:4200']);
  });

  it.each([
    ['IDENTITY_PORT', 'abc'],
    ['ACCESS_TOKEN_TTL_SECONDS', '0'],
    ['OIDC_ISSUER', 'not a url'],
    ['OIDC_ISSUER', 'http://localhost:3001/'],
    ['PORTAL_REDIRECT_URIS', 'javascript:alert(1)'],
    ['IDENTITY_COOKIE_KEYS', 'short'],
    ['IDENTITY_SIGN_IN_ATTEMPTS_PER_ACCOUNT', '0'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });

  describe('in production', () => {
    const production = { ...base, NODE_ENV: 'production', OIDC_ISSUER: 'https://id.example.ca' };

    it('requires real cookie keys', () => {
      expect(() => loadConfig(production)).toThrow(/IDENTITY_COOKIE_KEYS: is required/);
      expect(loadConfig({ ...production, IDENTITY_COOKIE_KEYS: `${cookieKey},${'x'.repeat(40)}` }).cookieKeys).toHaveLength(2);
    });

    it('forbids a plain-http issuer other than localhost', () => {
      const withKeys = { ...production, IDENTITY_COOKIE_KEYS: cookieKey };
      expect(() => loadConfig({ ...withKeys, OIDC_ISSUER: 'http://id.example.ca' })).toThrow(/OIDC_ISSUER: must use https/);
      expect(loadConfig({ ...withKeys, OIDC_ISSUER: 'http://localhost:3001' }).production).toBe(true);
    });
  });
});
