// Signs a demo account in through the identity service's real login page, as the shell does (code flow
// with PKCE), over HTTP through nginx: the tokens the races send are the ones a browser would hold.
import { createHash, randomBytes } from 'node:crypto';

const SCOPE = 'openid profile email providers_api read write';

/** A cookie jar and manual redirects: just enough browser for the login page. */
class Browser {
  cookies = new Map();

  async request(url, init = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }

  /** Follows redirects while they stay on `origin`; returns the last response and its URL. */
  async follow(url, origin, init) {
    let response = await this.request(url, init);
    let current = url;
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location') ?? '', current).href;
      await response.arrayBuffer();
      if (!next.startsWith(origin)) return { response, url: next };
      current = next;
      response = await this.request(next);
    }
    return { response, url: current };
  }
}

/** Access token of `username` for the portal at `portal`, issued by `issuer` (both public origins). */
export async function signInForToken({ issuer, portal, clientId = 'portal-shell', username, password }) {
  const browser = new Browser();
  const redirectUri = `${portal}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await browser.follow(`${issuer}/auth?${params}`, issuer);
  if (page.response.status !== 200) throw new Error(`${username}: expected the login page, got ${page.response.status}`);
  await page.response.text();
  const done = await browser.follow(`${page.url}/login`, issuer, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  const back = new URL(done.url);
  const code = back.searchParams.get('code');
  if (!done.url.startsWith(redirectUri) || back.searchParams.get('state') !== state || !code)
    throw new Error(`${username}: sign-in ended at ${done.url}`);
  const token = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal },
    body: new URLSearchParams({
      client_id: clientId,
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  });
  if (token.status !== 200) throw new Error(`${username}: token exchange ${token.status} ${await token.text()}`);
  return (await token.json()).access_token;
}
