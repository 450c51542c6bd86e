import { exportSPKI, importJWK, type JWK } from 'jose';

/** Unknown kids trigger at most this many JWKS fetches per minute, so a flood of bad tokens cannot hammer the issuer. */
const MAX_FETCHES_PER_MINUTE = 5;

/**
 * RS256 verification keys of an OpenID Connect issuer, by `kid`, as PEM for passport-jwt:
 * discovery gives `jwks_uri`; keys are cached and refetched when a token names an unknown kid.
 */
export class JwksKeyStore {
  private keys = new Map<string, string>();
  private fetchedAt: number[] = [];
  private inflight: Promise<void> | null = null;

  constructor(
    private readonly issuer: string,
    private readonly fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
  ) {}

  async getKey(kid: string): Promise<string> {
    const cached = this.keys.get(kid);
    if (cached) return cached;
    if (this.mayFetch()) await this.refresh();
    const key = this.keys.get(kid);
    if (!key) throw new Error(`Unknown signing key ${kid}`);
    return key;
  }

  private mayFetch(): boolean {
    const minuteAgo = Date.now() - 60_000;
    this.fetchedAt = this.fetchedAt.filter((at) => at > minuteAgo);
    return this.inflight !== null || this.fetchedAt.length < MAX_FETCHES_PER_MINUTE;
  }

  private refresh(): Promise<void> {
    this.inflight ??= this.load().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async load(): Promise<void> {
    this.fetchedAt.push(Date.now());
    const discovery = (await this.fetchJson(`${this.issuer}/.well-known/openid-configuration`)) as { issuer?: string; jwks_uri?: string };
    if (discovery.issuer?.replace(/\/$/, '') !== this.issuer) throw new Error(`Discovery document is for issuer ${discovery.issuer}`);
    if (!discovery.jwks_uri) throw new Error('Discovery document has no jwks_uri');
    const { keys = [] } = (await this.fetchJson(discovery.jwks_uri)) as { keys?: JWK[] };
    const next = new Map<string, string>();
    for (const jwk of keys) {
      if (!jwk.kid || jwk.kty !== 'RSA' || (jwk.use && jwk.use !== 'sig') || (jwk.alg && jwk.alg !== 'RS256')) continue;
      const key = await importJWK({ ...jwk, alg: 'RS256' }, 'RS256', { extractable: true });
      if (key instanceof Uint8Array) continue;
      next.set(jwk.kid, await exportSPKI(key));
    }
    this.keys = next;
  }
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}
