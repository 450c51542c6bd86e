import fc from 'fast-check';
import { DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from '../testing/identity-test-server';
import { looseForm } from '../testing/loose-encoding';
import { OidcTestClient } from '../testing/oidc-test-client';
import { MAX_VALUE_LENGTH } from './strict-parameters';

const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const inserted = (bad: fc.Arbitrary<string>) => fc.tuple(text, bad, text).map(([before, char, after]) => before + char + after);
const overLong = fc
  .tuple(fc.integer({ min: MAX_VALUE_LENGTH + 1, max: 2 * MAX_VALUE_LENGTH }), fc.string({ minLength: 1, maxLength: 8 }))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** A string no identity endpoint may accept: with a control character or a lone surrogate, or too long. */
const badString = fc.oneof(inserted(controlCharacter), inserted(loneSurrogate), overLong);

/** Valid fields, one of which (or the name of an extra one) gets the bad string. */
const badFields = (valid: Record<string, string>) =>
  fc
    .record({ field: fc.constantFrom(...Object.keys(valid)), bad: badString, inName: fc.boolean() })
    .map(({ field, bad, inName }) => (inName ? { ...valid, [bad]: 'x' } : { ...valid, [field]: bad }));

const RUNS = { numRuns: 15 };

describe('identity service: generated bad input never gets a 5xx', () => {
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

  async function expectClientError(response: Response) {
    await response.arrayBuffer();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  }

  const post = (path: string, fields: Record<string, string>, init: RequestInit = {}) =>
    fetch(new URL(path, identity.issuer), {
      method: 'POST',
      redirect: 'manual',
      ...init,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
      body: looseForm(fields),
    });
  const get = (path: string, fields: Record<string, string>) =>
    fetch(new URL(`${path}?${looseForm(fields)}`, identity.issuer), { redirect: 'manual' });

  it('on the login form', async () => {
    const client = new OidcTestClient(identity.issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    await fc.assert(
      fc.asyncProperty(badFields({ username: 'provider', password: 'secret', lang: 'en' }), async (fields) => {
        await expectClientError(await client.request(`${page.url}/login`, { method: 'POST', ...postInit(fields) }));
      }),
      RUNS,
    );
  });

  it.each([
    [
      '/register',
      { username: 'new-user', email: 'new@example.test', password: 'Demo123!', confirm: 'Demo123!', uid: 'u', lang: 'en' },
    ],
    ['/forgot', { email: 'provider@example.test', lang: 'en' }],
    ['/confirm/resend', { email: 'provider@example.test', lang: 'en' }],
    ['/reset', { token: 'abc', password: 'Demo123!', confirm: 'Demo123!', lang: 'en' }],
    ['/token', { grant_type: 'refresh_token', refresh_token: 'abc', client_id: 'portal-shell' }],
    ['/token/revocation', { token: 'abc', token_type_hint: 'refresh_token', client_id: 'portal-shell' }],
    ['/session/end/confirm', { xsrf: 'abc', logout: 'yes' }],
    ['/me', { access_token: 'abc' }],
  ])('on POST %s', async (path, valid: Record<string, string>) => {
    await fc.assert(
      fc.asyncProperty(badFields(valid), async (fields) => expectClientError(await post(path, fields))),
      RUNS,
    );
  });

  it('on the impersonation form post', async () => {
    await fc.assert(
      fc.asyncProperty(badFields({ returnUrl: 'http://localhost:4200/', lang: 'en' }), async (query) => {
        const path = `/Impersonate/${DEMO_PROVIDER_IDS.provider}/?${looseForm(query)}`;
        await expectClientError(
          await fetch(new URL(path, identity.issuer), { method: 'POST', headers: { origin: identity.issuer } }),
        );
      }),
      RUNS,
    );
  });

  it.each([
    ['/register', { uid: 'u', lang: 'en' }],
    ['/confirm', { token: 'abc' }],
    ['/reset', { token: 'abc' }],
    ['/Impersonate/stop', { returnUrl: 'http://localhost:4200/' }],
    [
      '/session/end',
      { client_id: 'portal-shell', post_logout_redirect_uri: 'http://localhost:4200/', state: 's', ui_locales: 'fr' },
    ],
    ['/me', { access_token: 'abc' }],
  ])('on GET %s', async (path, valid: Record<string, string>) => {
    await fc.assert(
      fc.asyncProperty(badFields(valid), async (query) => expectClientError(await get(path, query))),
      RUNS,
    );
  });

  it('on the authorization endpoint', async () => {
    const client = new OidcTestClient(identity.issuer);
    const valid = Object.fromEntries(new URLSearchParams(client.startAuthorization().url.split('?')[1]));
    await fc.assert(
      fc.asyncProperty(badFields({ ...valid, ui_locales: 'fr', login_hint: 'provider' }), async (query) =>
        expectClientError(await get('/auth', query)),
      ),
      RUNS,
    );
  });
});

function postInit(fields: Record<string, string>): RequestInit {
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: looseForm(fields) };
}
