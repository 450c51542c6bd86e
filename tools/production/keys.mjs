// Throwaway production keys for one run: what production refuses to start without (docs/configuration.md).
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';

export async function throwawayKeys() {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    dataEncryptionKey: randomBytes(32).toString('hex'),
    jwks: JSON.stringify({ keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] }),
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')].join(','),
  };
}
