import { createRemoteJWKSet, jwtVerify } from 'jose';
import { DEMO_PASSWORD } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { generateSigningKey } from './keys/signing-keys';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from './testing/identity-test-server';
import { OidcTestClient, REDIRECT_URI } from './testing/oidc-test-client';

describe('identity service restart on the same database', () => {
  let database: TestDatabase;
  let identity: RunningIdentity | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
  });

  afterAll(async () => {
    await identity?.server.close();
    await database?.drop();
  });

  it('keeps the session, the refresh token and the signing key', async () => {
    identity = await startTestIdentity(database.url);
    const { issuer } = identity;
    const port = identity.server.port;
    const client = new OidcTestClient(issuer);
    const before = await client.signInForTokens('provider', DEMO_PASSWORD);
    const jwksBefore = await (await fetch(`${issuer}/jwks`)).json();

    await identity.server.close();
    identity = await startTestIdentity(database.url, port);

    expect(await (await fetch(`${issuer}/jwks`)).json()).toEqual(jwksBefore);
    const { payload } = await jwtVerify(before.access_token, createRemoteJWKSet(new URL('/jwks', issuer)), {
      issuer,
      audience: 'http://localhost:3000/api',
    });
    expect(payload.username).toBe('provider');

    const silent = await client.follow(client.startAuthorization().url);
    expect(silent.url.startsWith(REDIRECT_URI)).toBe(true);
    expect(new URL(silent.url).searchParams.get('code')).toBeTruthy();

    const refreshed = await client.token({ grant_type: 'refresh_token', refresh_token: before.refresh_token });
    expect(refreshed.status).toBe(200);
  });

  it('signs with keys provided through the environment instead of the stored ones', async () => {
    await identity?.server.close();
    const signingKey = await generateSigningKey();
    identity = await startTestIdentity(database.url, undefined, {
      IDENTITY_JWKS: JSON.stringify({ keys: [signingKey] }),
      IDENTITY_COOKIE_KEYS: 'a-cookie-key-of-at-least-32-characters',
    });
    const { keys } = await (await fetch(`${identity.issuer}/jwks`)).json();
    expect(keys.map((key: { kid: string }) => key.kid)).toEqual([signingKey.kid]);

    const tokens = await new OidcTestClient(identity.issuer).signInForTokens('admin', DEMO_PASSWORD);
    const { protectedHeader } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL('/jwks', identity.issuer)), {
      issuer: identity.issuer,
      audience: 'http://localhost:3000/api',
    });
    expect(protectedHeader.kid).toBe(signingKey.kid);
  });
});
