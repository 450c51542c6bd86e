import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import type { Database } from '../database/database';
import { getOrCreateKey } from './key-store';

export interface SigningKeySet {
  keys: JWK[];
}

const privateRsaKey = z
  .object({ kty: z.literal('RSA'), n: z.string(), e: z.string(), d: z.string(), p: z.string(), q: z.string() })
  .loose();
const jwksSchema = z.object({ keys: z.array(privateRsaKey).min(1) });

export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** Parses `IDENTITY_JWKS`: a JSON Web Key Set of private RSA keys, the first one signing. */
export function parseJwks(json: string): SigningKeySet {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('IDENTITY_JWKS is not valid JSON');
  }
  const result = jwksSchema.safeParse(value);
  if (!result.success) throw new Error('IDENTITY_JWKS must be {"keys":[...]} with private RSA keys');
  return { keys: result.data.keys.map((key) => ({ alg: 'RS256', use: 'sig', ...key }) as JWK) };
}

/** The provided key set, else the one stored in the database (generated on first start). */
export async function loadSigningKeys(db: Database, providedJwks: string | undefined): Promise<SigningKeySet> {
  if (providedJwks) return parseJwks(providedJwks);
  return getOrCreateKey(db, 'signing-jwks', async () => ({ keys: [await generateSigningKey()] }));
}
