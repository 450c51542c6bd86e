import { exportJWK, generateKeyPair } from 'jose';
import { JwksKeyStore } from './jwks-key-store';

const ISSUER = 'https://issuer.test';

async function rsaJwk(kid: string, extra: Record<string, string> = {}) {
  const { publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(publicKey)), kid, ...extra };
}

describe('JwksKeyStore', () => {
  let keys: object[];
  let fetches: string[];
  let discoveryIssuer: string;
  const fetchJson = async (url: string) => {
    fetches.push(url);
    if (url === `${ISSUER}/.well-known/openid-configuration`) return { issuer: discoveryIssuer, jwks_uri: `${ISSUER}/certs` };
    if (url === `${ISSUER}/certs`) return { keys };
    throw new Error(`unexpected ${url}`);
  };

  beforeEach(async () => {
    keys = [await rsaJwk('k1')];
    fetches = [];
    discoveryIssuer = ISSUER;
  });

  it('finds the JWKS through discovery and returns PEM keys, cached by kid', async () => {
    const store = new JwksKeyStore(ISSUER, fetchJson);
    expect(await store.getKey('k1')).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    await store.getKey('k1');
    expect(fetches).toEqual([`${ISSUER}/.well-known/openid-configuration`, `${ISSUER}/certs`]);
  });

  it('refetches on an unknown kid, so rotated keys are picked up', async () => {
    const store = new JwksKeyStore(ISSUER, fetchJson);
    await store.getKey('k1');
    keys = [...keys, await rsaJwk('k2')];
    expect(await store.getKey('k2')).toMatch(/PUBLIC KEY/);
  });

  it('ignores keys not meant for RS256 signatures', async () => {
    keys = [await rsaJwk('enc', { use: 'enc' }), await rsaJwk('ps', { alg: 'PS256' })];
    const store = new JwksKeyStore(ISSUER, fetchJson);
    await expect(store.getKey('enc')).rejects.toThrow(/Unknown signing key/);
    await expect(store.getKey('ps')).rejects.toThrow(/Unknown signing key/);
  });

  it('limits refetches caused by unknown kids', async () => {
    const store = new JwksKeyStore(ISSUER, fetchJson);
    for (let i = 0; i < 20; i++) await expect(store.getKey(`bogus-${i}`)).rejects.toThrow();
    expect(fetches.filter((url) => url.endsWith('/certs'))).toHaveLength(5);
  });

  it('refuses a discovery document for another issuer', async () => {
    discoveryIssuer = 'https://evil.test';
    await expect(new JwksKeyStore(ISSUER, fetchJson).getKey('k1')).rejects.toThrow(/issuer/);
  });
});
