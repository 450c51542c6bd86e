import { Logger } from '@nestjs/common';
import { portalClaimsSchema, type PortalClaims } from '@portal/contracts';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** One refetch per 12 s at most: unknown kids cannot make the API hammer the issuer (5 fetches a minute). */
export const DEFAULT_JWKS_COOLDOWN_MS = 12_000;
const FETCH_TIMEOUT_MS = 5_000;
/** Tokens verified recently, kept until they expire: each request otherwise pays an RSA verification. */
const VERIFIED_TOKENS_KEPT = 5_000;

export interface AccessTokenVerifierOptions {
  /** The OIDC issuer, without a trailing slash: tokens must carry it as `iss`; its discovery names the JWKS. */
  issuer: string;
  /** Tokens must carry it in `aud`. */
  audience: string;
  /** Minimum time between JWKS refetches caused by an unknown kid, and between failed discovery attempts. */
  jwksCooldownMs?: number;
}

/** Why a token was refused; the caller only ever sees a bare 401. */
export class InvalidAccessTokenError extends Error {
  override name = 'InvalidAccessTokenError';
}

/**
 * Verifies the identity service's access tokens with jose: RS256 only, signed by the key its JWKS
 * publishes under the token's `kid`, issuer, audience and an unexpired, required `exp`, then the
 * portal claims (`portalClaimsSchema`). The JWKS URL comes from the issuer's discovery document;
 * jose caches the keys and refetches them when a token names a kid it does not know (key rotation).
 */
export class AccessTokenVerifier {
  private readonly logger = new Logger(AccessTokenVerifier.name);
  private readonly cooldownMs: number;
  private discovery?: { jwks: Promise<JWTVerifyGetKey>; failedAt?: number };
  private readonly verified = new Map<string, { claims: PortalClaims; expiresAt: number }>();

  constructor(private readonly options: AccessTokenVerifierOptions) {
    this.cooldownMs = options.jwksCooldownMs ?? DEFAULT_JWKS_COOLDOWN_MS;
  }

  /**
   * The token's portal claims; throws when it is not a valid access token for this API. The same
   * token string, once verified, is answered from memory until its `exp`.
   */
  async verify(token: string): Promise<PortalClaims> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    if (known) this.verified.delete(token);
    const { claims, expiresAt } = await this.verifySignedToken(token);
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { claims, expiresAt });
    return claims;
  }

  private async verifySignedToken(token: string): Promise<{ claims: PortalClaims; expiresAt: number }> {
    const { payload } = await jwtVerify(token, this.getKey, {
      algorithms: ['RS256'],
      issuer: this.options.issuer,
      audience: this.options.audience,
      requiredClaims: ['exp'],
    });
    const claims = portalClaimsSchema.safeParse(payload);
    if (!claims.success) throw new InvalidAccessTokenError('The token does not carry the portal claims');
    return { claims: claims.data, expiresAt: (payload.exp as number) * 1000 };
  }

  // Called by jose only once the algorithm is known to be RS256.
  private readonly getKey: JWTVerifyGetKey = async (header, token) => {
    if (!header.kid) throw new errors.JWSInvalid('The token header names no key (kid)');
    return (await this.remoteJwks())(header, token);
  };

  private remoteJwks(): Promise<JWTVerifyGetKey> {
    const failedAt = this.discovery?.failedAt;
    if (!this.discovery || (failedAt !== undefined && Date.now() - failedAt >= this.cooldownMs)) {
      const entry: { jwks: Promise<JWTVerifyGetKey>; failedAt?: number } = {
        jwks: discoverJwksUri(this.options.issuer).then((url) =>
          createRemoteJWKSet(url, { cooldownDuration: this.cooldownMs, timeoutDuration: FETCH_TIMEOUT_MS }),
        ),
      };
      entry.jwks.catch((error: unknown) => {
        // Retried after the cooldown, not on every request.
        entry.failedAt = Date.now();
        this.logger.warn(`OpenID discovery of ${this.options.issuer} failed: ${(error as Error).message}`);
      });
      this.discovery = entry;
    }
    return this.discovery.jwks;
  }
}

/** `jwks_uri` from `${issuer}/.well-known/openid-configuration`, which must be about that very issuer. */
export async function discoverJwksUri(issuer: string): Promise<URL> {
  const url = `${issuer}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (typeof document.issuer !== 'string' || document.issuer.replace(/\/$/, '') !== issuer) {
    throw new Error(`The discovery document is for issuer ${String(document.issuer)}`);
  }
  if (typeof document.jwks_uri !== 'string' || !URL.canParse(document.jwks_uri)) {
    throw new Error('The discovery document has no valid jwks_uri');
  }
  return new URL(document.jwks_uri);
}
