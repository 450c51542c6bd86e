import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Role, type PortalClaims } from '@portal/contracts';
import { createTestIssuer, type TestIssuer } from '@portal/testing';
import { InvalidAccessTokenError } from './access-token-verifier';
import { SessionStateChecker, SessionStateUnavailableError } from './session-state-checker';

const FRESH_MS = 3_000;
const STALE_MS = 30_000;
const claims = (gid?: string): PortalClaims => ({ sub: 'u1', role: Role.Provider, username: 'provider', ...(gid && { gid }) });

/** Moves `Date.now()` forward without waiting. */
const later = (ms: number) => {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
};

/** Against a real local issuer serving `/session-state/{gid}` over HTTP. */
describe('SessionStateChecker', () => {
  let issuer: TestIssuer;
  let checker: SessionStateChecker;

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(async () => {
    issuer = await createTestIssuer();
    checker = new SessionStateChecker({ url: `${issuer.issuer}/session-state`, freshMs: FRESH_MS, staleIfErrorMs: STALE_MS });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await issuer.close();
  });

  it('accepts an active grant and asks again only once the answer is older than freshMs', async () => {
    await checker.assertActive(claims('g1'));
    await checker.assertActive(claims('g1'));
    expect(issuer.requests.sessionState).toBe(1);
    issuer.revokeGrant('g1');
    later(FRESH_MS + 1);
    await expect(checker.assertActive(claims('g1'))).rejects.toThrow(InvalidAccessTokenError);
    expect(issuer.requests.sessionState).toBe(2);
  });

  it('remembers an ended grant without asking again', async () => {
    issuer.revokeGrant('g2');
    await expect(checker.assertActive(claims('g2'))).rejects.toThrow('The session has ended');
    later(STALE_MS * 10);
    await expect(checker.assertActive(claims('g2'))).rejects.toThrow('The session has ended');
    expect(issuer.requests.sessionState).toBe(1);
  });

  it('shares one question between concurrent requests for the same grant', async () => {
    await Promise.all(Array.from({ length: 20 }, () => checker.assertActive(claims('g3'))));
    expect(issuer.requests.sessionState).toBe(1);
  });

  it('refuses a token that names no grant', async () => {
    await expect(checker.assertActive(claims())).rejects.toThrow(/no grant/);
    expect(issuer.requests.sessionState).toBe(0);
  });

  it('keeps a recently active grant while the identity service is down, then answers unavailable', async () => {
    await checker.assertActive(claims('g4'));
    await issuer.close();
    later(FRESH_MS + 1);
    await expect(checker.assertActive(claims('g4'))).resolves.toBeUndefined();
    jest.restoreAllMocks();
    later(STALE_MS + 1);
    await expect(checker.assertActive(claims('g4'))).rejects.toThrow(SessionStateUnavailableError);
    await expect(checker.assertActive(claims('never-seen'))).rejects.toThrow(SessionStateUnavailableError);
    issuer = await createTestIssuer();
  });

  it('trusts tokens until they expire when no session-state URL is configured', async () => {
    const trusting = new SessionStateChecker({ url: null, freshMs: FRESH_MS, staleIfErrorMs: STALE_MS });
    await expect(trusting.assertActive(claims())).resolves.toBeUndefined();
  });
});
