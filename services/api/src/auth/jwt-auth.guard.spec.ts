import { ServiceUnavailableException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Role, type PortalClaims } from '@portal/contracts';
import { Public } from '@portal/server-core';
import type { AccessTokenVerifier } from './access-token-verifier';
import { bearerToken, JwtAuthGuard } from './jwt-auth.guard';
import { InvalidAccessTokenError } from './access-token-verifier';
import { SessionStateUnavailableError, type SessionStateChecker } from './session-state-checker';

class SampleController {
  @Public() open() {
    return 'open';
  }
  closed() {
    return 'closed';
  }
}

const user: PortalClaims = { sub: 'u1', role: Role.Administrator, username: 'admin', gid: 'live' };
const verifier = {
  verify: async (token: string) => {
    if (token === 'ended') return { ...user, gid: 'ended' };
    if (token === 'unknowable') return { ...user, gid: 'unknowable' };
    if (token !== 'good') throw new Error('bad token');
    return user;
  },
} as AccessTokenVerifier;
const sessions = {
  assertActive: async ({ gid }: PortalClaims) => {
    if (gid === 'ended') throw new InvalidAccessTokenError('The session has ended');
    if (gid === 'unknowable') throw new SessionStateUnavailableError('The sign-in service cannot confirm the session');
  },
} as SessionStateChecker;

const contextFor = (handler: 'open' | 'closed', request: { headers: Record<string, string>; user?: PortalClaims }) =>
  ({
    getHandler: () => SampleController.prototype[handler],
    getClass: () => SampleController,
    switchToHttp: () => ({ getRequest: () => request }),
  }) as unknown as ExecutionContext;

describe('bearerToken', () => {
  it('reads the token of a Bearer authorization header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer  abc')).toBe('abc');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('JwtAuthGuard', () => {
  const guard = new JwtAuthGuard(new Reflector(), verifier, sessions);

  it('lets a @Public route through without a token', async () => {
    await expect(guard.canActivate(contextFor('open', { headers: {} }))).resolves.toBe(true);
  });

  it('puts the verified claims on request.user, where @CurrentUser and RolesGuard read them', async () => {
    const request: { headers: Record<string, string>; user?: PortalClaims } = { headers: { authorization: 'Bearer good' } };
    await expect(guard.canActivate(contextFor('closed', request))).resolves.toBe(true);
    expect(request.user).toEqual(user);
  });

  it('answers a bare 401 without a token or with a refused one', async () => {
    const refused = [{}, { authorization: 'Bearer bad' }, { authorization: 'Basic good' }, { authorization: 'Bearer ended' }];
    for (const headers of refused as Record<string, string>[]) {
      const request: { headers: Record<string, string>; user?: PortalClaims } = { headers };
      const refusal = guard.canActivate(contextFor('closed', request));
      await expect(refusal).rejects.toThrow(UnauthorizedException);
      await expect(refusal).rejects.toMatchObject({ message: 'Unauthorized' });
      expect(request.user).toBeUndefined();
    }
  });

  it('answers 503, not 401, when the session cannot be confirmed: the portal keeps its tokens and retries', async () => {
    const request: { headers: Record<string, string>; user?: PortalClaims } = { headers: { authorization: 'Bearer unknowable' } };
    await expect(guard.canActivate(contextFor('closed', request))).rejects.toThrow(ServiceUnavailableException);
    expect(request.user).toBeUndefined();
  });
});
