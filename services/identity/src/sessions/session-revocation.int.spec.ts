import { decodeJwt } from 'jose';
import { DEMO_PASSWORD, DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { createDatabase, type Database } from '../database/database';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from '../testing/identity-test-server';
import { codeFrom, OidcTestClient, type TokenSet } from '../testing/oidc-test-client';

const PORTAL = 'http://localhost:4200';

/** Every way a sign-in ends, seen as the API sees it: `GET /session-state/{gid}` of the token's grant. */
describe('identity service: the session state of an access token', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    db = createDatabase(database.url);
    identity = await startTestIdentity(database.url);
  });

  afterAll(async () => {
    await db?.end();
    await identity?.server.close();
    await database?.drop();
  });

  const grantOf = (tokens: TokenSet) => {
    const gid = decodeJwt(tokens.access_token)['gid'];
    if (typeof gid !== 'string') throw new Error('the access token names no grant');
    return gid;
  };

  const active = async (tokens: TokenSet) => {
    const response = await fetch(`${identity.issuer}/session-state/${grantOf(tokens)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as { active: boolean }).active;
  };

  async function signedIn(username: string, password = DEMO_PASSWORD) {
    const client = new OidcTestClient(identity.issuer);
    return { client, tokens: await client.signInForTokens(username, password) };
  }

  async function silentSignIn(client: OidcTestClient): Promise<TokenSet> {
    const authorization = client.startAuthorization();
    const { url } = await client.follow(authorization.url);
    return client.exchangeCode(codeFrom(url, authorization.state), authorization.verifier);
  }

  it('says a signed-in grant is active and an unknown one is not', async () => {
    const { tokens } = await signedIn('provider');
    expect(await active(tokens)).toBe(true);
    const unknown = await fetch(`${identity.issuer}/session-state/not-a-grant`);
    expect(await unknown.json()).toEqual({ active: false });
  });

  it('ends the grant at logout', async () => {
    const { client, tokens } = await signedIn('provider2');
    await client.signOut(tokens.id_token);
    expect(await active(tokens)).toBe(false);
  });

  it('ends the grant when a used refresh token is replayed (the token family was stolen)', async () => {
    const { client, tokens } = await signedIn('claimsadmin');
    const rotated = await client.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    const second = (await rotated.json()) as TokenSet;
    expect(await active(second)).toBe(true);
    expect((await client.token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status).toBe(400);
    expect(await active(second)).toBe(false);
    expect((await client.token({ grant_type: 'refresh_token', refresh_token: second.refresh_token })).status).toBe(400);
  });

  it("ends the administrator's grant when an impersonation starts and the provider's when it stops", async () => {
    const { client, tokens: own } = await signedIn('admin');
    const providerId = DEMO_PROVIDER_IDS.provider;
    const switchTo = (path: string, init?: RequestInit) => client.request(path, init);
    await (await switchTo(`/Impersonate/${providerId}/?${new URLSearchParams({ returnUrl: PORTAL })}`)).text();
    const started = await switchTo(`/Impersonate/${providerId}/?${new URLSearchParams({ returnUrl: PORTAL })}`, {
      method: 'POST',
      headers: { origin: identity.issuer },
    });
    expect(started.status).toBe(303);
    expect(await active(own)).toBe(false);

    const acting = await silentSignIn(client);
    expect(decodeJwt(acting.access_token)['act']).toBeDefined();
    expect(await active(acting)).toBe(true);
    expect((await switchTo(`/Impersonate/stop?${new URLSearchParams({ returnUrl: PORTAL })}`)).status).toBe(303);
    expect(await active(acting)).toBe(false);
    expect(await active(await silentSignIn(client))).toBe(true);
  });

  it('ends every session of the account when its password is reset', async () => {
    const [first, second] = [await signedIn('suspended'), await signedIn('suspended')];
    const other = await signedIn('pending');
    expect(
      (
        await fetch(`${identity.issuer}/forgot`, {
          method: 'POST',
          body: new URLSearchParams({ email: 'suspended@example.test' }),
        })
      ).status,
    ).toBe(200);
    const { rows } = await db.query<{ text: string }>(`select text from mail_outbox where "to" = 'suspended@example.test'`);
    const link = rows[0]?.text.match(/\S+\/reset\?token=\S+/)?.[0];
    if (!link) throw new Error('no reset link was mailed');
    const token = new URL(link).searchParams.get('token') ?? '';
    const reset = await fetch(`${identity.issuer}/reset`, {
      method: 'POST',
      body: new URLSearchParams({ token, password: 'N3w-Passw0rd', confirm: 'N3w-Passw0rd' }),
    });
    expect(reset.status).toBe(200);

    expect(await active(first.tokens)).toBe(false);
    expect(await active(second.tokens)).toBe(false);
    expect(await active(other.tokens)).toBe(true);
    expect((await first.client.token({ grant_type: 'refresh_token', refresh_token: first.tokens.refresh_token })).status).toBe(
      400,
    );
    // The browser's identity session is gone too: the next authorization asks for the password.
    const again = await first.client.follow(first.client.startAuthorization().url);
    expect(await again.response.text()).toContain('Sign in to the Provider Portal');
  });
});
