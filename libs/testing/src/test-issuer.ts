import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT, type JWK, type JWTPayload } from 'jose';
import { findFreePort } from '@portal/server-database';

export interface SignOverrides {
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an already expired token. */
  expiresIn?: number;
  /** Leave out the `exp` claim altogether. */
  noExpiry?: boolean;
  /** Sign with a key the issuer does not publish (same kid), to forge a bad signature. */
  foreignKey?: boolean;
  /**
   * Forge the algorithm: `HS256` signs with the issuer's public key (as PEM) as the HMAC secret,
   * the classic algorithm-confusion attack; `none` leaves the token unsigned.
   */
  alg?: 'HS256' | 'none';
  /** The `kid` header; `null` leaves it out. */
  kid?: string | null;
  subject?: string;
}

export interface TestIssuer {
  /** `http://127.0.0.1:<port>`, with discovery and JWKS served below it. */
  issuer: string;
  audience: string;
  sign(claims: Record<string, unknown>, overrides?: SignOverrides): Promise<string>;
  /** Publishes a new signing key (and keeps the old one), as an issuer does when rotating keys. */
  rotate(): Promise<void>;
  /** Ends a grant: `GET /session-state/{gid}` answers `{ active: false }` from now on, as after a logout. */
  revokeGrant(gid: string): void;
  /** How many times discovery, the JWKS and a session state were fetched. */
  readonly requests: { discovery: number; jwks: number; sessionState: number };
  close(): Promise<void>;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicPem: string;
  jwk: JWK;
}

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return {
    kid,
    privateKey,
    publicPem: await exportSPKI(publicKey),
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

const SESSION_STATE_PATH = '/session-state/';
/** The grant a token names unless its claims name another (`gid: undefined` names none). */
export const DEFAULT_GRANT = 'test-grant';

/**
 * A test double of an OpenID Connect issuer: a local HTTP server publishing discovery, JWKS and the
 * identity service's session state, and RS256 access tokens signed with its keys. For tests only.
 */
export async function createTestIssuer(
  audience = 'http://localhost:3000/api',
  /** `advertisedIssuer`: the issuer its discovery document claims, to test that clients check it. */
  options: { advertisedIssuer?: string } = {},
): Promise<TestIssuer> {
  const port = await findFreePort();
  const issuer = `http://127.0.0.1:${port}`;
  let current = await newKey();
  const keys: SigningKey[] = [current];
  const foreign = await newKey();
  const requests = { discovery: 0, jwks: 0, sessionState: 0 };
  const revokedGrants = new Set<string>();

  const server: Server = createServer((request, response) => {
    let body: object | null = null;
    if (request.url === '/.well-known/openid-configuration') {
      requests.discovery++;
      body = {
        issuer: options.advertisedIssuer ?? issuer,
        jwks_uri: `${issuer}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
      };
    } else if (request.url === '/jwks') {
      requests.jwks++;
      body = { keys: keys.map((key) => key.jwk) };
    } else if (request.url?.startsWith(SESSION_STATE_PATH)) {
      requests.sessionState++;
      body = { active: !revokedGrants.has(decodeURIComponent(request.url.slice(SESSION_STATE_PATH.length))) };
    }
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    audience,
    requests,
    async sign(claims, overrides = {}) {
      const kid = overrides.kid === undefined ? current.kid : overrides.kid;
      const alg = overrides.alg ?? 'RS256';
      const payload: JWTPayload = {
        gid: DEFAULT_GRANT,
        ...(claims as JWTPayload),
        iss: overrides.issuer ?? issuer,
        aud: overrides.audience ?? audience,
        sub: overrides.subject ?? String(claims['sub'] ?? randomUUID()),
        iat: Math.floor(Date.now() / 1000),
        ...(overrides.noExpiry ? {} : { exp: Math.floor(Date.now() / 1000) + (overrides.expiresIn ?? 300) }),
      };
      if (alg === 'none') return new UnsecuredJWT(payload).encode();
      const header = { alg, typ: 'at+jwt', ...(kid === null ? {} : { kid }) };
      const key =
        alg === 'HS256'
          ? new TextEncoder().encode(current.publicPem)
          : overrides.foreignKey
            ? foreign.privateKey
            : current.privateKey;
      return new SignJWT(payload).setProtectedHeader(header).sign(key);
    },
    async rotate() {
      current = await newKey();
      keys.push(current);
    },
    revokeGrant: (gid) => revokedGrants.add(gid),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
