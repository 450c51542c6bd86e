import { createRemoteJWKSet, jwtVerify } from 'jose';
import { portalClaimsSchema } from '@portal/contracts';
import { DEMO_LEGACY_UIDS, DEMO_PASSWORD, DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from './testing/identity-test-server';
import { OidcTestClient, POST_LOGOUT_REDIRECT_URI, REDIRECT_URI } from './testing/oidc-test-client';

const API_AUDIENCE = 'http://localhost:3000/api';

describe('identity service: authorization code flow with PKCE', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    identity = await startTestIdentity(database.url);
  });

  afterAll(async () => {
    await identity?.server.close();
    await database?.drop();
  });

  const verifyAccessToken = (token: string) =>
    jwtVerify(token, createRemoteJWKSet(new URL('/jwks', identity.issuer)), {
      issuer: identity.issuer,
      audience: API_AUDIENCE,
      algorithms: ['RS256'],
    });

  it('publishes discovery and a JWKS of public RS256 keys', async () => {
    const discovery = await (await fetch(`${identity.issuer}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: identity.issuer,
      authorization_endpoint: `${identity.issuer}/auth`,
      token_endpoint: `${identity.issuer}/token`,
      jwks_uri: `${identity.issuer}/jwks`,
      end_session_endpoint: `${identity.issuer}/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })]);
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('reports its health with the database check', async () => {
    const response = await fetch(`${identity.issuer}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  it('renders its own login page at the interaction URL', async () => {
    const client = new OidcTestClient(identity.issuer);
    const { response, url } = await client.follow(client.startAuthorization().url);
    expect(url).toMatch(new RegExp(`^${identity.issuer}/interaction/[\\w-]+$`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const page = await response.text();
    expect(page).toContain('Sign in to the Provider Portal');
    expect(page).toContain('<label for="username">Username</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('>Sign in</button>');
  });

  it.each([
    ['a wrong password', 'provider', 'wrong-password'],
    ['an unknown user', 'nobody-here', DEMO_PASSWORD],
    ['an empty form', '', ''],
  ])('answers %s with the same message and no server error', async (_case, username, password) => {
    const client = new OidcTestClient(identity.issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    const { response } = await client.submitLogin(page.url, username, password);
    expect(response.status).toBe(401);
    const body = await response.text();
    expect(body).toContain('Invalid username or password.');
    expect(body).toContain('Sign in to the Provider Portal');
  });

  it('refuses a username from one address after five failures, even with the right password', async () => {
    const client = new OidcTestClient(identity.issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await client.submitLogin(page.url, 'suspended', `wrong-${attempt}`);
      expect(response.status).toBe(401);
      await response.text();
    }
    const { response } = await client.submitLogin(page.url, 'suspended', DEMO_PASSWORD);
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('Too many failed sign-in attempts.');
  });

  it('refuses a login post without the interaction cookie', async () => {
    const client = new OidcTestClient(identity.issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    const stranger = new OidcTestClient(identity.issuer);
    const { response } = await stranger.submitLogin(page.url, 'provider', DEMO_PASSWORD);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Your sign-in request has expired');
  });

  it('signs a provider in and issues an RS256 access token for the API with the portal claims', async () => {
    const tokens = await new OidcTestClient(identity.issuer).signInForTokens('provider', DEMO_PASSWORD);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(3600);
    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token);
    expect(protectedHeader.alg).toBe('RS256');
    expect(portalClaimsSchema.parse(payload)).toEqual({
      sub: expect.any(String),
      role: 'Provider',
      providerId: DEMO_PROVIDER_IDS.provider,
      username: 'provider',
      oldUid: null,
      email: 'provider@example.test',
      gid: expect.any(String),
    });
    expect(payload.client_id).toBe('portal-shell');
    expect(String(payload.scope).split(' ')).toEqual(expect.arrayContaining(['providers_api', 'read', 'write']));
  });

  it("puts newuser's legacy uid in its access token as oldUid (the key of the legacy prefill)", async () => {
    const tokens = await new OidcTestClient(identity.issuer).signInForTokens('newuser', DEMO_PASSWORD);
    const { payload } = await verifyAccessToken(tokens.access_token);
    expect(payload).toMatchObject({ role: 'Provider', providerId: null, username: 'newuser', oldUid: DEMO_LEGACY_UIDS.newuser });
  });

  it('accepts the username in any case and gives an administrator null provider claims', async () => {
    const tokens = await new OidcTestClient(identity.issuer).signInForTokens('ADMIN', DEMO_PASSWORD);
    const { payload } = await verifyAccessToken(tokens.access_token);
    expect(payload).toMatchObject({ role: 'Administrator', providerId: null, username: 'admin', oldUid: null });
  });

  it('puts the portal and profile claims in the ID token', async () => {
    const client = new OidcTestClient(identity.issuer);
    const { code, verifier, nonce } = await client.signIn('provider2', DEMO_PASSWORD);
    const tokens = await client.exchangeCode(code, verifier);
    const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL('/jwks', identity.issuer)), {
      issuer: identity.issuer,
      audience: 'portal-shell',
    });
    expect(payload).toMatchObject({
      nonce,
      role: 'Provider',
      providerId: DEMO_PROVIDER_IDS.provider2,
      username: 'provider2',
      preferred_username: 'provider2',
      email: 'provider2@example.test',
    });
    expect(payload.oldUid).toBeNull();
  });

  it('serves the same claims at userinfo to a token asked for OpenID scopes only', async () => {
    const client = new OidcTestClient(identity.issuer);
    const { code, verifier } = await client.signIn('pending', DEMO_PASSWORD, 'openid profile email');
    const tokens = await client.exchangeCode(code, verifier);
    const userinfo = await fetch(`${identity.issuer}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toEqual({
      sub: expect.any(String),
      role: 'Provider',
      providerId: DEMO_PROVIDER_IDS.pending,
      username: 'pending',
      oldUid: null,
      preferred_username: 'pending',
      email: 'pending@example.test',
    });
  });

  it('does not reuse an authorization code', async () => {
    const client = new OidcTestClient(identity.issuer);
    const { code, verifier } = await client.signIn('claimsadmin', DEMO_PASSWORD);
    await client.exchangeCode(code, verifier);
    const again = await client.token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT_URI,
    });
    expect(again.status).toBe(400);
  });

  it('rotates refresh tokens and refuses a used one', async () => {
    const client = new OidcTestClient(identity.issuer);
    const first = await client.signInForTokens('superadmin', DEMO_PASSWORD);
    const refreshed = await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await verifyAccessToken(second.access_token)).payload.role).toBe('SuperAdmin');

    const replay = await client.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe('invalid_grant');
  });

  it('skips the login page while the session lasts, and logout ends the session', async () => {
    const client = new OidcTestClient(identity.issuer);
    const first = await client.signIn('provider', DEMO_PASSWORD);
    const tokens = await client.exchangeCode(first.code, first.verifier);

    const silent = client.startAuthorization();
    const again = await client.follow(silent.url);
    expect(again.url.startsWith(REDIRECT_URI)).toBe(true);

    const logoutParams = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: POST_LOGOUT_REDIRECT_URI,
    });
    const logoutPage = await client.follow(`/session/end?${logoutParams}`);
    expect(logoutPage.response.status).toBe(200);
    const html = await logoutPage.response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('name="logout" value="yes"');
    expect(html).toMatch(/<script nonce="[^"]+">document.getElementById\('op.logoutForm'\).submit\(\);<\/script>/);
    const confirmed = await client.follow(String(action), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: String(xsrf), logout: 'yes' }),
    });
    expect(confirmed.url).toBe(POST_LOGOUT_REDIRECT_URI);

    const afterLogout = await client.follow(client.startAuthorization().url);
    expect(afterLogout.response.status).toBe(200);
    expect(await afterLogout.response.text()).toContain('Sign in to the Provider Portal');
    const refresh = await client.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.status).toBe(400);
  });

  it('shows its own signed-out page when logout has no redirect', async () => {
    const client = new OidcTestClient(identity.issuer);
    await client.signInForTokens('newuser', DEMO_PASSWORD);
    const page = await client.follow('/session/end');
    const html = await page.response.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const done = await client.follow('/session/end/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: String(xsrf), logout: 'yes' }),
    });
    expect(done.response.status).toBe(200);
    expect(await done.response.text()).toContain('You are signed out');
  });
});
