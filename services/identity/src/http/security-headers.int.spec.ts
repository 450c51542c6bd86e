import { DEMO_PASSWORD, DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from '../testing/identity-test-server';
import { decodeJwt } from 'jose';
import { codeFrom, OidcTestClient, POST_LOGOUT_REDIRECT_URI } from '../testing/oidc-test-client';

const PORTAL = 'http://localhost:4200';
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

describe('identity service: security headers on every response', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    identity = await startTestIdentity(database.url, undefined, { IDENTITY_MIN_ANSWER_MILLISECONDS: '0' });
  });

  afterAll(async () => {
    await identity?.server.close();
    await database?.drop();
  });

  function expectSecurityHeaders(label: string, response: Response) {
    const headers = {
      nosniff: response.headers.get('x-content-type-options'),
      referrer: response.headers.get('referrer-policy'),
      frameAncestors: /frame-ancestors 'none'/.test(response.headers.get('content-security-policy') ?? ''),
      defaultNone: /default-src 'none'/.test(response.headers.get('content-security-policy') ?? ''),
    };
    expect({ label, ...headers }).toEqual({
      label,
      nosniff: 'nosniff',
      referrer: 'no-referrer',
      frameAncestors: true,
      defaultNone: true,
    });
  }

  it('sets them on every route, page or not, success or error', async () => {
    const browser = new OidcTestClient(identity.issuer);
    const authorization = browser.startAuthorization();
    const toLogin = await browser.request(authorization.url);
    const loginPath = new URL(toLogin.headers.get('location') ?? '', identity.issuer).pathname;
    const signedIn = new OidcTestClient(identity.issuer);
    const tokens = await signedIn.signInForTokens('provider', DEMO_PASSWORD);
    const admin = new OidcTestClient(identity.issuer);
    await admin.signInForTokens('admin', DEMO_PASSWORD);

    const visits: [string, () => Promise<Response>][] = [
      ['discovery', () => fetch(`${identity.issuer}/.well-known/openid-configuration`)],
      ['jwks', () => fetch(`${identity.issuer}/jwks`)],
      ['health', () => fetch(`${identity.issuer}/health`)],
      ['authorization redirect', async () => toLogin],
      ['login page', () => browser.request(loginPath)],
      ['failed login', () => browser.request(`${loginPath}/login`, form({ username: 'provider', password: 'wrong' }))],
      ['authorization error page', () => fetch(`${identity.issuer}/auth?client_id=nope`)],
      [
        'authorization error redirect',
        () =>
          fetch(
            `${identity.issuer}/auth?${new URLSearchParams({ client_id: 'portal-shell', redirect_uri: `${PORTAL}/auth/callback`, response_type: 'code', scope: 'openid' })}`,
            { redirect: 'manual' },
          ),
      ],
      ['token error', () => signedIn.token({ grant_type: 'refresh_token', refresh_token: 'nope' })],
      ['token success', () => signedIn.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })],
      [
        'token preflight',
        () =>
          fetch(`${identity.issuer}/token`, {
            method: 'OPTIONS',
            headers: { origin: PORTAL, 'access-control-request-method': 'POST' },
          }),
      ],
      ['revocation', () => fetch(`${identity.issuer}/token/revocation`, form({ token: 'nope', client_id: 'portal-shell' }))],
      ['userinfo without token', () => fetch(`${identity.issuer}/me`)],
      [
        'wrong content type',
        () => fetch(`${identity.issuer}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      ],
      ['bad input, OAuth', () => fetch(`${identity.issuer}/token?x=%00`)],
      ['bad input, page', () => fetch(`${identity.issuer}/register?uid=%00`)],
      ['404', () => fetch(`${identity.issuer}/no-such-page`)],
      ['404 on a POST', () => fetch(`${identity.issuer}/jwks`, { method: 'POST' })],
      ['register page', () => fetch(`${identity.issuer}/register`)],
      ['register post', () => fetch(`${identity.issuer}/register`, form({ username: 'x' }))],
      ['forgot page', () => fetch(`${identity.issuer}/forgot`)],
      ['forgot post', () => fetch(`${identity.issuer}/forgot`, form({ email: 'nobody@example.test' }))],
      ['resend page', () => fetch(`${identity.issuer}/confirm/resend`)],
      ['confirm link', () => fetch(`${identity.issuer}/confirm?token=nope`)],
      ['reset link', () => fetch(`${identity.issuer}/reset?token=nope`)],
      ['reset post', () => fetch(`${identity.issuer}/reset`, form({ token: 'nope' }))],
      [
        'impersonation page',
        () => admin.request(`/Impersonate/${DEMO_PROVIDER_IDS.provider}/?returnUrl=${encodeURIComponent(`${PORTAL}/`)}`),
      ],
      ['impersonation refusal', () => fetch(`${identity.issuer}/Impersonate/stop?returnUrl=nope`)],
      [
        'logout page',
        () =>
          signedIn.request(
            `/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: POST_LOGOUT_REDIRECT_URI })}`,
          ),
      ],
      ['logout without a session', () => fetch(`${identity.issuer}/session/end`)],
      ['logout confirmation error', () => fetch(`${identity.issuer}/session/end/confirm`, form({ xsrf: 'nope' }))],
      ['signed-out page', () => fetch(`${identity.issuer}/session/end/success`)],
    ];
    for (const [label, visit] of visits) {
      const response = await visit();
      await response.arrayBuffer();
      expect(response.status).toBeLessThan(500);
      expectSecurityHeaders(label, response);
    }
  });

  it('serves its own signed-out flow without a session too: the layout, in French, no oidc-provider page', async () => {
    const response = await fetch(`${identity.issuer}/session/end?ui_locales=fr`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('<h1>Déconnexion</h1>');
    expect(page).toContain('name="logout" value="yes"');
    expect(page).not.toContain('Submitting Callback');
    const nonce = /<script nonce="([^"]+)">/.exec(page)?.[1];
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);
  });

  it('signs the first account out with its own page when another account signs in in the same browser', async () => {
    const client = new OidcTestClient(identity.issuer);
    await client.signInForTokens('provider', DEMO_PASSWORD);
    const authorization = client.startAuthorization();
    const login = await client.follow(`${authorization.url}&prompt=login`);
    await login.response.text();
    const switched = await client.submitLogin(login.url, 'provider2', DEMO_PASSWORD);
    expect(switched.response.status).toBe(200);
    const page = await switched.response.text();
    expect(page).toContain('<h1>Signing out</h1>');
    expectSecurityHeaders('sign-out before switching accounts', switched.response);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const done = await client.follow(action, form({ xsrf, logout: 'yes' }));
    const code = codeFrom(done.url, authorization.state);
    const tokens = await client.exchangeCode(code, authorization.verifier);
    expect(decodeJwt(tokens.access_token)['username']).toBe('provider2');
  });

  it('answers the authorization code in the query only; an error for a form_post request still carries the headers', async () => {
    const client = new OidcTestClient(identity.issuer);
    await client.signInForTokens('provider2', DEMO_PASSWORD);
    const { response } = await client.follow(`${client.startAuthorization().url}&response_mode=form_post`);
    const page = await response.text();
    expect(page).toContain('name="error" value="invalid_request"');
    expect(page).not.toContain('name="code"');
    expectSecurityHeaders('form_post error', response);
    // oidc-provider allows its inline script by hash in the policy it found.
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'none' 'sha256-[\w+/=]+'/);
  });
});
