import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { findFreePort } from '@portal/server-database';

export interface SignOverrides {
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an already expired token. */
  expiresIn?: number;
  /** Sign with a key the issuer does not publish (same kid), to forge a bad signature. */
  foreignKey?: boolean;
  kid?: string;
  subject?: string;
}

export interface TestIssuer {
  /** `http://127.0.0.1:<port>`, with discovery and JWKS served below it. */
  issuer: string;
  audience: string;
  sign(claims: Record<string, unknown>, overrides?: SignOverrides): Promise<string>;
  /** Publishes a new signing key (and keeps the old one), as an issuer does when rotating keys. */
  rotate(): Promise<void>;
  close(): Promise<void>;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/**
 * A test double of an OpenID Connect issuer: a local HTTP server publishing discovery and JWKS,
 * and RS256 access tokens signed with its keys. For tests only.
 */
export async function createTestIssuer(audience = 'http://localhost:3000/api'): Promise<TestIssuer> {
  const port = await findFreePort();
  const issuer = `http://127.0.0.1:${port}`;
  let current = await newKey();
  const keys: SigningKey[] = [current];
  const foreign = await newKey();

  const server: Server = createServer((request, response) => {
    const body =
      request.url === '/.well-known/openid-configuration'
        ? { issuer, jwks_uri: `${issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256'] }
        : request.url === '/jwks'
          ? { keys: keys.map((key) => key.jwk) }
          : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    audience,
    async sign(claims, overrides = {}) {
      const key = overrides.foreignKey ? foreign.privateKey : current.privateKey;
      return new SignJWT(claims as JWTPayload)
        .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? current.kid, typ: 'at+jwt' })
        .setIssuer(overrides.issuer ?? issuer)
        .setAudience(overrides.audience ?? audience)
        .setSubject(overrides.subject ?? String(claims['sub'] ?? randomUUID()))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (overrides.expiresIn ?? 300))
        .sign(key);
    },
    async rotate() {
      current = await newKey();
      keys.push(current);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
