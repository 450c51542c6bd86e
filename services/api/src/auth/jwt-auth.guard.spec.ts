import { Logger, ServiceUnavailableException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Role, type PortalClaims } from '@portal/contracts';
import { Public } from '@portal/server-core';
import { createTestIssuer, DEFAULT_GRANT, type SignOverrides } from '@portal/testing';
import { AccessTokenVerifier, InvalidAccessTokenError } from './access-token-verifier';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { SessionEndedError, SessionStateChecker, SessionStateUnavailableError } from './session-state-checker';

class SampleController {
  @Public() open() {
    return 'open';
  }
  closed() {
    return 'closed';
  }
}

interface SampleRequest {
  headers: Record<string, string>;
  user?: PortalClaims;
}

const user: PortalClaims = { sub: 'u1', role: Role.Administrator, username: 'admin', gid: 'live' };
const verifierFor = (claims: PortalClaims) =>
  ({
    verify: async (token: string) => {
      if (token === 'ended') return { ...claims, gid: 'ended' };
      if (token === 'unknowable') return { ...claims, gid: 'unknowable' };
      if (token !== 'good') throw new InvalidAccessTokenError('bad token');
      return claims;
    },
  }) as AccessTokenVerifier;
const sessions = {
  assertActive: async ({ gid }: PortalClaims) => {
    if (gid === 'ended') throw new SessionEndedError('The session has ended');
    if (gid === 'unknowable') throw new SessionStateUnavailableError('The sign-in service cannot confirm the session');
  },
} as SessionStateChecker;

const contextFor = (handler: 'open' | 'closed', request: SampleRequest) =>
  ({
    getHandler: () => SampleController.prototype[handler],
    getClass: () => SampleController,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  }) as unknown as ExecutionContext;

const guardWith = (verifier: AccessTokenVerifier, checker: SessionStateChecker = sessions) =>
  new JwtAuthGuard(new Reflector(), new JwtStrategy(verifier, checker));

/** The guard with its passport strategy, as the application runs them (passport included). */
describe('JwtAuthGuard', () => {
  const guard = guardWith(verifierFor(user));

  it('lets a @Public route through without a token', () => {
    expect(guard.canActivate(contextFor('open', { headers: {} }))).toBe(true);
  });

  it('puts the verified claims on request.user, where @CurrentUser and RolesGuard read them', async () => {
    const request: SampleRequest = { headers: { authorization: 'Bearer good' } };
    await expect(guard.canActivate(contextFor('closed', request))).resolves.toBe(true);
    expect(request.user).toEqual(user);
  });

  it.each<[string, Record<string, string>, string]>([
    ['no token', {}, 'no-token'],
    ['another scheme', { authorization: 'Basic good' }, 'no-token'],
    ['a refused token', { authorization: 'Bearer bad' }, 'invalid-token'],
    ['the token of an ended session', { authorization: 'Bearer ended' }, 'session-ended'],
  ])('answers a bare 401 to %s, with the reason for the security log', async (_name, headers, cause) => {
    const request: SampleRequest = { headers };
    const refusal = guard.canActivate(contextFor('closed', request));
    await expect(refusal).rejects.toThrow(UnauthorizedException);
    await expect(refusal).rejects.toMatchObject({ message: 'Unauthorized', cause });
    expect(request.user).toBeUndefined();
  });

  it('answers 503, not 401, when the session cannot be confirmed: the portal keeps its tokens and retries', async () => {
    const request: SampleRequest = { headers: { authorization: 'Bearer unknowable' } };
    await expect(guard.canActivate(contextFor('closed', request))).rejects.toThrow(ServiceUnavailableException);
    expect(request.user).toBeUndefined();
  });

  it("checks with its own application's strategy when several share the process", async () => {
    const other = { ...user, sub: 'u2' };
    const otherGuard = guardWith(verifierFor(other));
    const first: SampleRequest = { headers: { authorization: 'Bearer good' } };
    const second: SampleRequest = { headers: { authorization: 'Bearer good' } };
    await guard.canActivate(contextFor('closed', first));
    await otherGuard.canActivate(contextFor('closed', second));
    expect([first.user?.sub, second.user?.sub]).toEqual(['u1', 'u2']);
  });
});

/** The strategy's key lookup is the jose verifier's: only RS256 tokens with `exp`, from the issuer's JWKS. */
describe('JwtAuthGuard with the jose verifier', () => {
  const AUDIENCE = 'urn:test-api';
  const claims = { sub: 'u1', role: Role.Administrator, username: 'admin' };

  beforeAll(() => Logger.overrideLogger(false));

  it.each<[string, SignOverrides]>([
    ['HS256 signed with the public key', { alg: 'HS256' }],
    ['without exp', { noExpiry: true }],
  ])('refuses a token %s with a bare 401, and accepts a valid RS256 one', async (_name, overrides) => {
    const issuer = await createTestIssuer(AUDIENCE);
    try {
      const verifier = new AccessTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE });
      const guard = guardWith(verifier, new SessionStateChecker({ url: null, freshMs: 0, staleIfErrorMs: 0 }));
      const forged: SampleRequest = { headers: { authorization: `Bearer ${await issuer.sign(claims, overrides)}` } };
      await expect(guard.canActivate(contextFor('closed', forged))).rejects.toMatchObject({
        status: 401,
        cause: 'invalid-token',
      });
      expect(forged.user).toBeUndefined();
      const valid: SampleRequest = { headers: { authorization: `Bearer ${await issuer.sign(claims)}` } };
      await expect(guard.canActivate(contextFor('closed', valid))).resolves.toBe(true);
      expect(valid.user).toEqual({ ...claims, gid: DEFAULT_GRANT });
    } finally {
      await issuer.close();
    }
  });
});
