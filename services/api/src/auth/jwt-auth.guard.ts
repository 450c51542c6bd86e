import {
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { PortalClaims } from '@portal/contracts';
import { IS_PUBLIC_KEY } from '@portal/server-core';
import { AccessTokenVerifier } from './access-token-verifier';
import { SessionEndedError, SessionStateChecker, SessionStateUnavailableError } from './session-state-checker';

interface AuthenticatedRequest {
  headers: Record<string, string | string[] | undefined>;
  /** Read by `@CurrentUser()` and `RolesGuard`. */
  user?: PortalClaims;
}

const BEARER = /^Bearer[ ]+([^\s]+)[ ]*$/i;

/** The token of an `Authorization: Bearer <token>` header, if that is what the request carries. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * Requires a valid bearer access token, whose sign-in still stands at the identity service, on every
 * route not marked `@Public()`, and puts its portal claims on `request.user`.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: AccessTokenVerifier,
    private readonly sessions: SessionStateChecker,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers['authorization']);
    if (!token) throw new UnauthorizedException(undefined, { cause: 'no-token' });
    try {
      const claims = await this.verifier.verify(token);
      await this.sessions.assertActive(claims);
      request.user = claims;
    } catch (error) {
      if (error instanceof SessionStateUnavailableError) throw new ServiceUnavailableException(error.message);
      // Why a token was refused (expired, wrong audience, unknown key, ended session) is logged, not told to the caller.
      const cause = error instanceof SessionEndedError ? 'session-ended' : 'invalid-token';
      throw new UnauthorizedException(undefined, { cause });
    }
    return true;
  }
}
