import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { DEMO_PASSWORD } from '@portal/demo-data';
import { createTestDatabase, type TestDatabase } from '@portal/testing';
import { createDatabase, type Database } from '../database/database';
import { prepareDatabase, type RunningIdentity, startTestIdentity } from '../testing/identity-test-server';
import { OidcTestClient } from '../testing/oidc-test-client';

interface QueuedMail {
  to: string;
  subject: string;
  text: string;
}

describe('identity service: sign-up, confirmation and password reset', () => {
  let database: TestDatabase;
  let identity: RunningIdentity;
  let db: Database;
  let mailDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.url);
    mailDir = await mkdtemp(join(tmpdir(), 'identity-mail-'));
    // No answer floor: these tests are about what is answered, the timing has its own test.
    identity = await startTestIdentity(database.url, undefined, { MAIL_DIR: mailDir, IDENTITY_MIN_ANSWER_MILLISECONDS: '0' });
    db = createDatabase(database.url);
  });

  afterAll(async () => {
    await db?.end();
    await identity?.server.close();
    await database?.drop();
    await rm(mailDir, { recursive: true, force: true });
  });

  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(new URL(path, identity.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  const mailTo = async (to: string): Promise<QueuedMail[]> =>
    (
      await db.query<QueuedMail>(
        `select "to", subject, text from mail_outbox where lower("to") = lower($1) order by created_at`,
        [to],
      )
    ).rows;

  const linkIn = (mail: QueuedMail | undefined, path: string) => {
    const match = mail?.text.match(new RegExp(`${identity.issuer}${path}\\?\\S+`));
    if (!match) throw new Error(`no ${path} link in ${mail?.text}`);
    return match[0];
  };

  const register = (username: string, email: string, extra: Record<string, string> = {}) =>
    post('/register', { username, email, password: DEMO_PASSWORD, confirm: DEMO_PASSWORD, uid: 'legacy-demo-0002', ...extra });

  async function signIn(username: string, password: string) {
    const client = new OidcTestClient(identity.issuer);
    const page = await client.follow(client.startAuthorization().url);
    await page.response.text();
    return client.submitLogin(page.url, username, password);
  }

  const accessTokenClaims = async (username: string, password: string) => {
    const tokens = await new OidcTestClient(identity.issuer).signInForTokens(username, password);
    const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL('/jwks', identity.issuer)));
    return payload;
  };

  it('serves the register page at /register, keeping the uid, in the browser language', async () => {
    const response = await fetch(`${identity.issuer}/register?uid=legacy-demo-0002`, {
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('<input type="hidden" name="uid" value="legacy-demo-0002">');
    expect(page).toContain('href="/register?uid=legacy-demo-0002&amp;lang=en"');
    expect(page).toContain('<a href="http://localhost:4200/">Retour au Portail des fournisseurs</a>');
  });

  it('refuses an invalid form with errors tied to the fields, creating nothing', async () => {
    const response = await post('/register', { username: 'x', email: 'nope', password: 'weak', confirm: 'weak' });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('id="username-error"');
    expect(page).toContain('id="email-error"');
    expect(page).toContain('id="password-error"');
    expect((await db.query(`select 1 from identity_user where lower(email) = 'nope'`)).rowCount).toBe(0);
  });

  it('registers, refuses sign-in until the e-mail is confirmed, confirms once, then signs in with the claims', async () => {
    const response = await register('Clinic.Owner', 'owner@prairie.example.test');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Check your e-mail');

    const unconfirmed = await signIn('clinic.owner', DEMO_PASSWORD);
    expect(unconfirmed.response.status).toBe(403);
    const refusal = await unconfirmed.response.text();
    expect(refusal).toContain('Confirm your e-mail address before signing in');
    expect(refusal).toContain('href="/confirm/resend?lang=en"');

    const [mail] = await mailTo('owner@prairie.example.test');
    expect(mail?.subject).toBe('Your Provider Portal account request');
    expect(mail?.text).toContain('under the username Clinic.Owner. To activate it');
    const link = linkIn(mail, '/confirm');
    const stored = await db.query<{ token_hash: string }>(`select token_hash from identity_account_token`);
    expect(stored.rows.some((row) => link.includes(row.token_hash))).toBe(false);

    const confirmed = await fetch(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your e-mail address is confirmed');
    const again = await fetch(link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('The link has expired or has already been used.');

    expect(await accessTokenClaims('clinic.owner', DEMO_PASSWORD)).toMatchObject({
      role: 'Provider',
      providerId: null,
      username: 'Clinic.Owner',
      oldUid: 'legacy-demo-0002',
      email: 'owner@prairie.example.test',
    });
  });

  it('queues mail and leaves the sending to the worker process (ADR 022)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const unsent = (await db.query(`select 1 from mail_outbox where sent_at is null and leased_until is null`)).rowCount ?? 0;
    expect(unsent).toBeGreaterThan(0);
    expect(await readdir(mailDir)).toEqual([]);
  });

  it('answers the same for an address or username already registered, and tells the address owner instead', async () => {
    const fresh = await (await register('someone-new', 'someone-new@example.test')).text();
    const takenEmail = await register('another-name', 'Provider@example.test');
    expect(takenEmail.status).toBe(200);
    expect(await takenEmail.text()).toBe(fresh);
    const takenUsername = await register('provider', 'other-owner@example.test');
    expect(takenUsername.status).toBe(200);
    expect(await takenUsername.text()).toBe(fresh);

    for (const address of ['provider@example.test', 'other-owner@example.test']) {
      const mails = await mailTo(address);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your Provider Portal account request']);
      expect(mails[0]?.text).toContain('so no account was created');
    }
    expect((await db.query(`select 1 from identity_user where username in ('another-name')`)).rowCount).toBe(0);
  });

  it('resends a confirmation only to an unconfirmed account, answering the same', async () => {
    const unconfirmed = await post('/confirm/resend', { email: 'someone-new@example.test' });
    const confirmed = await post('/confirm/resend', { email: 'provider2@example.test' });
    expect(unconfirmed.status).toBe(200);
    expect(await confirmed.text()).toBe(await unconfirmed.text());
    expect((await mailTo('someone-new@example.test')).map((mail) => mail.subject)).toEqual([
      'Your Provider Portal account request',
      'Your Provider Portal account request',
    ]);
    expect(await mailTo('provider2@example.test')).toEqual([]);
  });

  it('resets a forgotten password by a single-use link, in French, answering the same for an unknown address', async () => {
    const known = await post('/forgot', { email: 'pending@example.test', lang: 'fr' });
    const unknown = await post('/forgot', { email: 'nobody@example.test', lang: 'fr' });
    expect(known.status).toBe(200);
    const answer = await known.text();
    expect(answer).toContain('Consultez vos courriels');
    expect(await unknown.text()).toBe(answer);
    expect(await mailTo('nobody@example.test')).toEqual([]);

    const [mail] = await mailTo('pending@example.test');
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe du Portail des fournisseurs');
    const link = linkIn(mail, '/reset');
    const token = new URL(link).searchParams.get('token') ?? '';
    const form = await fetch(link);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<html lang="fr-CA">');

    const weak = await post('/reset', { token, password: 'short', confirm: 'short', lang: 'fr' });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('id="password-error"');

    const done = await post('/reset', { token, password: 'N3w-Passw0rd', confirm: 'N3w-Passw0rd', lang: 'fr' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Votre mot de passe a été modifié');
    const reused = await post('/reset', { token, password: 'Other-Passw0rd', confirm: 'Other-Passw0rd' });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('The link has expired or has already been used.');

    expect((await signIn('pending', DEMO_PASSWORD)).response.status).toBe(401);
    expect(await accessTokenClaims('pending', 'N3w-Passw0rd')).toMatchObject({ username: 'pending' });
  });

  it('refuses an expired reset link', async () => {
    await post('/forgot', { email: 'suspended@example.test' });
    const link = linkIn((await mailTo('suspended@example.test')).at(-1), '/reset');
    await db.query(`update identity_account_token set expires_at = now() - interval '1 second' where used_at is null`);
    const expired = await fetch(link);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('href="/forgot?lang=en"');
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await post('/reset', { token, password: 'N3w-Passw0rd', confirm: 'N3w-Passw0rd' })).status).toBe(400);
  });

  it('throttles link requests per address like sign-in, telling the requester how long to wait', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await post('/confirm/resend', { email: `flood-${attempt}@example.test` });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
        expect(await response.text()).toContain('Too many requests from your address. Try again in 15 minutes.');
      } else await response.text();
    }
    // Two resend requests were made above; the tenth in the window is the last one answered.
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429, 429]);
  });

  it('throttles sign-ups per address the same way, in French too', async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await register(`flood-${attempt}`, `flood-${attempt}@example.test`, { lang: 'fr' });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.text();
    }
    // Four sign-ups were made above; the tenth is the last one answered.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.text()).toContain('Trop de demandes provenant de votre adresse. Réessayez dans 15 minutes.');
  });
});
