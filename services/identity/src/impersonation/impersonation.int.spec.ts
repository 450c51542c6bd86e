import { decodeJwt } from 'jose';
import { DEMO_PASSWORD, DEMO_PROVIDER_IDS } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { createDatabase, type Database } from '../database/database';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from '../testing/identity-test-server';
import { codeFrom, OidcTestClient, type TokenSet } from '../testing/oidc-test-client';

const PORTAL = 'http://localhost:4200';
const SWITCH_PAGE = `${PORTAL}/auth/switch`;
const impersonate = (providerId: string, returnUrl = `${PORTAL}/admin-providers`) =>
  `/Impersonate/${providerId}/?${new URLSearchParams({ returnUrl })}`;
const stop = `/Impersonate/stop?${new URLSearchParams({ returnUrl: `${PORTAL}/` })}`;

describe('identity service: Login As Provider (impersonation)', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    db = createDatabase(database.url);
    // The audit domain's log and its append, as its migrations create them in the shared database.
    await db.query(`create table audit_entry ("id" bigserial primary key, "actor" text not null, "acting_as" text null,
      "action" varchar(64) not null, "subject_type" varchar(32) not null, "subject_id" text not null,
      "request_id" varchar(128) null, "at" timestamptz not null default now())`);
    await db.query(`create function append_audit_entry(p_actor text, p_acting_as text, p_action text,
      p_subject_type text, p_subject_id text, p_request_id text) returns void language sql
      as $$ insert into audit_entry (actor, acting_as, action, subject_type, subject_id, request_id)
        values (p_actor, p_acting_as, p_action, p_subject_type, p_subject_id, p_request_id) $$`);
    identity = await startTestIdentity(database.url);
  });

  afterAll(async () => {
    await db?.end();
    await identity?.server.close();
    await database?.drop();
  });

  /** A new authorization request answered by the session alone, as the portal's account-switch page makes it. */
  async function silentSignIn(client: OidcTestClient): Promise<TokenSet> {
    const authorization = client.startAuthorization();
    const { url } = await client.follow(authorization.url);
    return client.exchangeCode(codeFrom(url, authorization.state), authorization.verifier);
  }

  async function signedIn(username: string) {
    const client = new OidcTestClient(identity.issuer);
    const tokens = await client.signInForTokens(username, DEMO_PASSWORD);
    return { client, tokens };
  }

  /** The confirmation page, then its form post. */
  async function start(client: OidcTestClient, providerId: string) {
    const page = await client.request(impersonate(providerId));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Act as this provider?');
    return client.request(impersonate(providerId), { method: 'POST', headers: { origin: identity.issuer } });
  }

  async function refusal(client: OidcTestClient, path: string) {
    const response = await client.request(path);
    return { status: response.status, page: await response.text() };
  }

  const auditActions = async () =>
    (
      await db.query<{ actor: string; acting_as: string; action: string }>(
        'select actor, acting_as, action from audit_entry order by id',
      )
    ).rows;

  it('switches an administrator to the provider with an act claim, for 30 minutes at most, then back on Stop', async () => {
    const { client, tokens: own } = await signedIn('admin');
    const admin = decodeJwt(own.access_token);

    const started = await start(client, DEMO_PROVIDER_IDS.provider);
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toBe(SWITCH_PAGE);

    const acting = await silentSignIn(client);
    const claims = decodeJwt(acting.access_token);
    expect(claims).toMatchObject({ role: 'Provider', username: 'provider', providerId: DEMO_PROVIDER_IDS.provider });
    expect(claims['act']).toEqual({ sub: admin.sub, username: 'admin' });
    expect(decodeJwt(acting.id_token)['act']).toEqual({ sub: admin.sub, username: 'admin' });
    expect((claims.exp as number) - (claims.iat as number)).toBeLessThanOrEqual(30 * 60);
    expect(acting.refresh_token).toBeUndefined();
    // The administrator's own refresh token belonged to the session's previous account.
    expect((await client.token({ grant_type: 'refresh_token', refresh_token: own.refresh_token })).status).toBe(400);

    const nested = await refusal(client, impersonate(DEMO_PROVIDER_IDS.provider2));
    expect(nested.status).toBe(403);
    expect(nested.page).toContain('You are already acting as a provider');

    const stopped = await client.request(stop);
    expect(stopped.status).toBe(303);
    expect(stopped.headers.get('location')).toBe(SWITCH_PAGE);
    const back = await silentSignIn(client);
    const backClaims = decodeJwt(back.access_token);
    expect(backClaims).toMatchObject({ sub: admin.sub, role: 'Administrator', username: 'admin' });
    expect(backClaims['act']).toBeUndefined();
    expect(back.refresh_token).toEqual(expect.any(String));

    expect(await auditActions()).toEqual([
      { actor: admin.sub, acting_as: DEMO_PROVIDER_IDS.provider, action: 'impersonation.start' },
      { actor: admin.sub, acting_as: DEMO_PROVIDER_IDS.provider, action: 'impersonation.stop' },
    ]);
    expect((await refusal(client, stop)).status).toBe(400);
  });

  it('ends the impersonation after 30 minutes: no more tokens, a new sign-in is needed', async () => {
    const { client } = await signedIn('superadmin');
    expect((await start(client, DEMO_PROVIDER_IDS.provider2)).status).toBe(303);
    const authorization = client.startAuthorization();
    const { url } = await client.follow(authorization.url);
    const code = codeFrom(url, authorization.state);

    await db.query(
      `update identity_impersonation set started_at = started_at - interval '31 minutes', expires_at = expires_at - interval '31 minutes'
       where ended_at is null`,
    );
    const exchange = await client.token({
      grant_type: 'authorization_code',
      code,
      code_verifier: authorization.verifier,
      redirect_uri: url.split('?')[0] as string,
    });
    expect(exchange.status).toBe(400);
    const again = await client.follow(client.startAuthorization().url);
    expect(again.url).toMatch(/\/interaction\//);
    expect(await again.response.text()).toContain('Sign in to the Provider Portal');
    expect((await auditActions()).map(({ action }) => action)).toContain('impersonation.expire');
  });

  it('switches only on a form post from its own page', async () => {
    const { client, tokens } = await signedIn('admin');
    const attempts: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:4200' },
      { origin: identity.issuer, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const forged = await client.request(impersonate(DEMO_PROVIDER_IDS.provider), { method: 'POST', headers });
      expect(forged.status).toBe(403);
      expect(await forged.text()).toContain('did not come from this service’s own page');
    }
    const still = await silentSignIn(client);
    expect(decodeJwt(still.access_token).sub).toBe(decodeJwt(tokens.access_token).sub);
  });

  it('refuses a ClaimsAdmin, a provider and a signed-out browser', async () => {
    const claimsAdmin = await signedIn('claimsadmin');
    const refused = await refusal(claimsAdmin.client, impersonate(DEMO_PROVIDER_IDS.provider));
    expect(refused.status).toBe(403);
    expect(refused.page).toContain('Only an Administrator or a SuperAdmin can act as a provider.');
    const posted = await claimsAdmin.client.request(impersonate(DEMO_PROVIDER_IDS.provider), {
      method: 'POST',
      headers: { origin: identity.issuer },
    });
    expect(posted.status).toBe(403);
    const provider = await signedIn('provider2');
    expect((await refusal(provider.client, impersonate(DEMO_PROVIDER_IDS.provider))).status).toBe(403);
    const signedOut = await refusal(new OidcTestClient(identity.issuer), impersonate(DEMO_PROVIDER_IDS.provider));
    expect(signedOut.status).toBe(401);
  });

  it('refuses an administrator account as the target, an unknown provider and a return address off the portal', async () => {
    const { client } = await signedIn('admin');
    const adminTarget = '00000000-0000-4000-8000-00000000a0a0';
    await db.query(`update identity_user set provider_id = $1 where username = 'claimsadmin'`, [adminTarget]);
    const target = await refusal(client, impersonate(adminTarget));
    expect(target.status).toBe(403);
    expect(target.page).toContain('Only a provider account can be impersonated.');
    expect((await refusal(client, impersonate('00000000-0000-4000-8000-000000000404'))).status).toBe(404);
    expect((await refusal(client, impersonate('not-a-uuid'))).status).toBe(404);
    const offPortal = await refusal(client, impersonate(DEMO_PROVIDER_IDS.provider, 'https://evil.example/'));
    expect(offPortal.status).toBe(400);
    expect(offPortal.page).toContain('The return address must be the Provider Portal.');
    expect((await refusal(client, impersonate(DEMO_PROVIDER_IDS.provider, '//evil.example/'))).status).toBe(400);
    const french = await refusal(client, `${impersonate(DEMO_PROVIDER_IDS.provider, 'https://evil.example/')}&lang=fr`);
    expect(french.page).toContain('L’adresse de retour doit être celle du Portail des fournisseurs.');
  });
});
