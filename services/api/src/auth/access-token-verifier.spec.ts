import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Role } from '@portal/contracts';
import { createTestIssuer, DEFAULT_GRANT, type SignOverrides, type TestIssuer } from '@portal/testing';
import { AccessTokenVerifier } from './access-token-verifier';

const AUDIENCE = 'urn:test-api';
const claims = { sub: 'u1', role: Role.Administrator, username: 'admin' };
const COOLDOWN_MS = 60_000;

/** Moves `Date.now()` (which jose's and the verifier's cooldowns read) past the cooldown, without waiting. */
const afterCooldown = () => {
  const now = Date.now();
  return jest.spyOn(Date, 'now').mockReturnValue(now + COOLDOWN_MS + 1000);
};

/** Verification against a real local issuer: discovery and JWKS served over HTTP, RS256 keys. */
describe('AccessTokenVerifier', () => {
  let issuer: TestIssuer;
  let verifier: AccessTokenVerifier;
  const sign = (overrides?: SignOverrides, extra: Record<string, unknown> = {}) =>
    issuer.sign({ ...claims, ...extra }, overrides);

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(async () => {
    issuer = await createTestIssuer(AUDIENCE);
    verifier = new AccessTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE, jwksCooldownMs: COOLDOWN_MS });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await issuer.close();
  });

  it('accepts a valid token and returns its portal claims', async () => {
    const providerId = '3f8a1c52-7d1e-4b6a-9c01-000000000001';
    await expect(verifier.verify(await sign({}, { role: Role.Provider, providerId }))).resolves.toEqual({
      ...claims,
      role: Role.Provider,
      providerId,
      gid: DEFAULT_GRANT,
    });
    expect(issuer.requests).toMatchObject({ discovery: 1, jwks: 1 });
  });

  it('caches the keys between tokens', async () => {
    for (let i = 0; i < 3; i++) await verifier.verify(await sign());
    expect(issuer.requests).toMatchObject({ discovery: 1, jwks: 1 });
  });

  it('answers a token it verified from memory until the token expires, then refuses it', async () => {
    const token = await sign({ expiresIn: 120 });
    const verifySpy = jest.spyOn(globalThis.crypto.subtle, 'verify');
    await verifier.verify(token);
    await expect(verifier.verify(token)).resolves.toMatchObject({ username: 'admin' });
    expect(verifySpy).toHaveBeenCalledTimes(1);
    jest.useFakeTimers({ now: Date.now() + 121_000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'] });
    try {
      await expect(verifier.verify(token)).rejects.toThrow(/exp/);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each<[string, SignOverrides]>([
    ['HS256 signed with the public key (algorithm confusion)', { alg: 'HS256' }],
    ['an unsigned token (alg none)', { alg: 'none' }],
  ])('refuses %s without fetching any key', async (_name, overrides) => {
    await expect(verifier.verify(await sign(overrides))).rejects.toThrow(/alg/i);
    expect(issuer.requests.jwks).toBe(0);
  });

  it.each<[string, SignOverrides, RegExp]>([
    ['a wrong issuer', { issuer: 'http://evil.test' }, /iss/],
    ['a wrong audience', { audience: 'urn:other-api' }, /aud/],
    ['an expired token', { expiresIn: -60 }, /exp/],
    ['a token without exp', { noExpiry: true }, /exp/],
    ['a bad signature', { foreignKey: true }, /signature/],
    ['an unknown kid', { kid: 'unknown-kid' }, /no applicable key/i],
    ['a token naming no kid', { kid: null }, /kid/],
  ])('refuses %s', async (_name, overrides, reason) => {
    await expect(verifier.verify(await sign(overrides))).rejects.toThrow(reason);
  });

  it('refuses a valid signature over claims that are not the portal claims', async () => {
    await expect(verifier.verify(await issuer.sign({ sub: 'u1', role: 'Root', username: 'x' }))).rejects.toThrow(/portal claims/);
    await expect(verifier.verify(await issuer.sign({ sub: 'u1', username: 'x' }))).rejects.toThrow(/portal claims/);
  });

  it('refuses garbage', async () => {
    await expect(verifier.verify('not-a-jwt')).rejects.toThrow();
  });

  it('picks up a rotated key: a new kid in the JWKS is fetched once the cooldown has passed', async () => {
    const beforeRotation = await sign();
    await verifier.verify(beforeRotation);
    await issuer.rotate();
    const rotated = await sign();
    // Right after a fetch the cached JWKS is trusted: an unknown kid does not refetch yet.
    await expect(verifier.verify(rotated)).rejects.toThrow(/no applicable key/i);
    expect(issuer.requests.jwks).toBe(1);
    afterCooldown();
    await expect(verifier.verify(rotated)).resolves.toMatchObject({ sub: 'u1' });
    expect(issuer.requests.jwks).toBe(2);
    // Tokens signed with the previous key stay valid while the issuer still publishes it.
    await expect(verifier.verify(beforeRotation)).resolves.toMatchObject({ sub: 'u1' });
  });

  it('does not let a flood of unknown kids hammer the issuer', async () => {
    await verifier.verify(await sign());
    for (let i = 0; i < 20; i++) await expect(verifier.verify(await sign({ kid: `bogus-${i}` }))).rejects.toThrow();
    expect(issuer.requests).toMatchObject({ discovery: 1, jwks: 1 });
  });

  it('refuses every token when the discovery document names another issuer, and retries only after the cooldown', async () => {
    const impostor = await createTestIssuer(AUDIENCE, { advertisedIssuer: 'http://evil.test' });
    try {
      const trusting = new AccessTokenVerifier({ issuer: impostor.issuer, audience: AUDIENCE, jwksCooldownMs: COOLDOWN_MS });
      const token = await impostor.sign(claims);
      await expect(trusting.verify(token)).rejects.toThrow(/discovery document is for issuer/);
      await expect(trusting.verify(token)).rejects.toThrow(/discovery document is for issuer/);
      expect(impostor.requests).toMatchObject({ discovery: 1, jwks: 0 });
      afterCooldown();
      await expect(trusting.verify(token)).rejects.toThrow(/discovery document is for issuer/);
      expect(impostor.requests).toMatchObject({ discovery: 2, jwks: 0 });
    } finally {
      await impostor.close();
    }
  });
});
