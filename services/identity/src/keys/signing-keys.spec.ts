import { generateSigningKey, parseJwks } from './signing-keys';

describe('signing keys', () => {
  it('generates a private RS256 signing key identified by its thumbprint', async () => {
    const key = await generateSigningKey();
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(key.d).toBeDefined();
    expect(key.kid).toMatch(/^[\w-]{43}$/);
  });

  it('accepts a provided key set of private RSA keys', async () => {
    const key = await generateSigningKey();
    expect(parseJwks(JSON.stringify({ keys: [key] })).keys[0]).toEqual(key);
  });

  it.each([
    ['not json', /not valid JSON/],
    ['{"keys":[]}', /private RSA keys/],
    ['{"keys":[{"kty":"RSA","n":"x","e":"AQAB"}]}', /private RSA keys/],
  ])('rejects %s', (json, message) => {
    expect(() => parseJwks(json)).toThrow(message);
  });
});
