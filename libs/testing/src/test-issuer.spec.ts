import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createTestIssuer, type TestIssuer } from './test-issuer';

describe('createTestIssuer', () => {
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await createTestIssuer('urn:test-api');
  });
  afterAll(() => issuer.close());

  const verify = (token: string) =>
    jwtVerify(token, createRemoteJWKSet(new URL(`${issuer.issuer}/jwks`)), { issuer: issuer.issuer, audience: 'urn:test-api' });

  it('publishes discovery pointing at its JWKS', async () => {
    const discovery = (await (await fetch(`${issuer.issuer}/.well-known/openid-configuration`)).json()) as { issuer: string; jwks_uri: string };
    expect(discovery).toMatchObject({ issuer: issuer.issuer, jwks_uri: `${issuer.issuer}/jwks` });
  });

  it('signs RS256 tokens its JWKS verifies, with the given claims', async () => {
    const { payload, protectedHeader } = await verify(await issuer.sign({ sub: 'u1', role: 'Provider' }));
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: 'u1', role: 'Provider', iss: issuer.issuer, aud: 'urn:test-api' });
  });

  it('forges tokens that fail verification when asked', async () => {
    await expect(verify(await issuer.sign({ sub: 'u1' }, { foreignKey: true }))).rejects.toThrow();
    await expect(verify(await issuer.sign({ sub: 'u1' }, { expiresIn: -60 }))).rejects.toThrow();
    await expect(verify(await issuer.sign({ sub: 'u1' }, { audience: 'urn:other' }))).rejects.toThrow();
  });
});
