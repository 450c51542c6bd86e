import { createHash, randomBytes } from 'node:crypto';
import { PORTAL_SCOPES } from '@portal/contracts';
import { CookieJar } from './cookie-jar';

export const REDIRECT_URI = 'http://localhost:4200/auth/callback';
export const POST_LOGOUT_REDIRECT_URI = 'http://localhost:4200/';
export const CLIENT_ID = 'portal-shell';

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** A browser (cookie jar, manual redirects) running the portal's authorization code flow with PKCE. */
export class OidcTestClient {
  readonly jar = new CookieJar();

  constructor(readonly issuer: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(new URL(url, this.issuer), { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects within the issuer; stops at a page or at a redirect leaving it. */
  async follow(url: string, init?: RequestInit): Promise<{ response: Response; url: string }> {
    let response = await this.request(url, init);
    let current = new URL(url, this.issuer).href;
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location') ?? '', current).href;
      if (!next.startsWith(this.issuer)) return { response, url: next };
      await response.arrayBuffer();
      current = next;
      response = await this.request(next);
    }
    return { response, url: current };
  }

  startAuthorization(scope = PORTAL_SCOPES.join(' ')) {
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(8).toString('hex');
    const nonce = randomBytes(8).toString('hex');
    const params = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope,
      state,
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    return { url: `/auth?${params}`, verifier, state, nonce };
  }

  submitLogin(loginPageUrl: string, username: string, password: string) {
    return this.follow(`${loginPageUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
  }

  /** Signs in through the login page and returns the authorization code. */
  async signIn(username: string, password: string, scope?: string) {
    const authorization = this.startAuthorization(scope);
    const page = await this.follow(authorization.url);
    if (page.response.status !== 200) throw new Error(`expected the login page, got ${page.response.status}`);
    await page.response.text();
    const done = await this.submitLogin(page.url, username, password);
    return { ...authorization, code: codeFrom(done.url, authorization.state) };
  }

  async token(body: Record<string, string>): Promise<Response> {
    return fetch(new URL('/token', this.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4200' },
      body: new URLSearchParams({ client_id: CLIENT_ID, ...body }),
    });
  }

  async exchangeCode(code: string, verifier: string): Promise<TokenSet> {
    const response = await this.token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT_URI,
    });
    if (response.status !== 200) throw new Error(`token exchange failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as TokenSet;
  }

  async signInForTokens(username: string, password: string): Promise<TokenSet> {
    const { code, verifier } = await this.signIn(username, password);
    return this.exchangeCode(code, verifier);
  }

  /** RP-initiated logout as the portal does it: the confirmation page, then its form post. */
  async signOut(idToken: string): Promise<void> {
    const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: POST_LOGOUT_REDIRECT_URI });
    const page = await this.follow(`/session/end?${params}`);
    const html = await page.response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !xsrf) throw new Error(`no logout form in ${html}`);
    const done = await this.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    if (done.url !== POST_LOGOUT_REDIRECT_URI) throw new Error(`logout ended at ${done.url}`);
  }
}

export function codeFrom(redirectedTo: string, state: string): string {
  const url = new URL(redirectedTo);
  if (!redirectedTo.startsWith(REDIRECT_URI)) throw new Error(`unexpected redirect to ${redirectedTo}`);
  if (url.searchParams.get('state') !== state) throw new Error('state mismatch');
  const code = url.searchParams.get('code');
  if (!code) throw new Error(`no code in ${redirectedTo}`);
  return code;
}
