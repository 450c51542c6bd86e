import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from '../testing/identity-test-server';
import { looseForm } from '../testing/loose-encoding';
import { OidcTestClient } from '../testing/oidc-test-client';

const BAD_VALUES = {
  'a NUL character': 'a\u0000b',
  'a control character': 'line\nbreak',
  'a C1 control character': 'a\u0085b',
  'a lone surrogate': 'a\uD800b',
  'an over-long value': 'x'.repeat(5000),
};
const cases = Object.entries(BAD_VALUES);

describe('identity service: bad input is a 400, never a 500', () => {
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

  const send = (path: string, init: RequestInit = {}) => fetch(new URL(path, identity.issuer), { redirect: 'manual', ...init });
  const postForm = (path: string, body: string | Blob, headers: Record<string, string> = {}) =>
    send(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });

  async function expectPageRefusal(response: Response) {
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('The request contains a value that is too long or characters that are not allowed.');
  }

  async function expectOAuthRefusal(response: Response) {
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
  }

  describe.each(cases)('%s', (_case, bad) => {
    it('is refused in each field of the login form', async () => {
      const client = new OidcTestClient(identity.issuer);
      const page = await client.follow(client.startAuthorization().url);
      await page.response.text();
      for (const field of ['username', 'password', 'lang']) {
        const fields = { username: 'provider', password: 'secret', lang: 'en', [field]: bad };
        await expectPageRefusal(
          await client.request(`${page.url}/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: looseForm(fields),
          }),
        );
      }
    });

    it.each([
      ['/register', { username: 'new-user', email: 'new@example.test', password: 'Demo123!', confirm: 'Demo123!', uid: 'u-1' }],
      ['/forgot', { email: 'provider@example.test' }],
      ['/confirm/resend', { email: 'provider@example.test' }],
      ['/reset', { token: 'abc', password: 'Demo123!', confirm: 'Demo123!' }],
    ])('is refused in each field of %s', async (path, valid: Record<string, string>) => {
      for (const field of [...Object.keys(valid), 'lang']) {
        await expectPageRefusal(await postForm(path, looseForm({ ...valid, lang: 'en', [field]: bad })));
      }
    });

    it.each([
      ['/register', 'uid'],
      ['/register', 'lang'],
      ['/confirm', 'token'],
      ['/reset', 'token'],
      ['/forgot', 'lang'],
      ['/Impersonate/stop', 'returnUrl'],
      [`/Impersonate/${DEMO_PROVIDER_IDS.provider}/`, 'returnUrl'],
    ])('is refused in the query of GET %s (%s)', async (path, name) => {
      await expectPageRefusal(await send(`${path}?${looseForm({ [name]: bad })}`));
    });

    it('is refused in the impersonation form post', async () => {
      const path = `/Impersonate/${DEMO_PROVIDER_IDS.provider}/?${looseForm({ returnUrl: bad })}`;
      await expectPageRefusal(await send(path, { method: 'POST', headers: { origin: identity.issuer } }));
    });

    it('is refused in each authorization request parameter', async () => {
      const client = new OidcTestClient(identity.issuer);
      const valid = Object.fromEntries(new URLSearchParams(client.startAuthorization().url.split('?')[1]));
      for (const name of [...Object.keys(valid), 'ui_locales', 'login_hint', 'prompt']) {
        await expectOAuthRefusal(await send(`/auth?${looseForm({ ...valid, [name]: bad })}`));
      }
    });

    it.each([
      ['/token', { grant_type: 'refresh_token', refresh_token: 'abc', client_id: 'portal-shell' }],
      [
        '/token',
        {
          grant_type: 'authorization_code',
          code: 'abc',
          code_verifier: 'v',
          redirect_uri: 'http://x',
          client_id: 'portal-shell',
        },
      ],
      ['/token/revocation', { token: 'abc', token_type_hint: 'refresh_token', client_id: 'portal-shell' }],
      ['/session/end/confirm', { xsrf: 'abc', logout: 'yes' }],
      ['/me', { access_token: 'abc' }],
    ])('is refused in each parameter of POST %s', async (path, valid: Record<string, string>) => {
      for (const name of Object.keys(valid)) {
        await expectOAuthRefusal(await postForm(path, looseForm({ ...valid, [name]: bad })));
      }
    });

    it.each([
      ['/session/end', { client_id: 'portal-shell', post_logout_redirect_uri: 'http://localhost:4200/', state: 's' }],
      ['/me', { access_token: 'abc' }],
      ['/jwks', { x: '1' }],
    ])('is refused in each query parameter of GET %s', async (path, valid: Record<string, string>) => {
      for (const name of Object.keys(valid)) {
        await expectOAuthRefusal(await send(`${path}?${looseForm({ ...valid, [name]: bad })}`));
      }
    });
  });

  it('refuses a body that is not UTF-8, and a malformed escape', async () => {
    await expectPageRefusal(
      await postForm('/forgot', new Blob([new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe])])),
    );
    await expectPageRefusal(await postForm('/forgot', 'email=%E2%82'));
    await expectOAuthRefusal(await postForm('/token', 'grant_type=refresh_token&refresh_token=%ZZ'));
  });

  it('refuses a control character in the path', async () => {
    await expectOAuthRefusal(await send('/interaction/a%00b'));
    await expectOAuthRefusal(await send('/.well-known/openid-configuration%0A'));
  });

  it('refuses too many parameters', async () => {
    const many = Array.from({ length: 101 }, (_, index) => `p${index}=1`).join('&');
    await expectOAuthRefusal(await send(`/auth?${many}`));
  });

  it('keeps answering ordinary requests: accented and non-Latin text passes', async () => {
    const response = await postForm('/forgot', looseForm({ email: 'nobody@example.test', lang: 'fr', note: 'Élodie — 令牌 😀' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Consultez vos courriels');
    const token = await postForm(
      '/token',
      looseForm({ grant_type: 'refresh_token', refresh_token: '令牌', client_id: 'portal-shell' }),
    );
    expect(token.status).toBe(400);
    expect((await token.json()).error).toBe('invalid_grant');
  });
});
