import { Injectable, ServiceUnavailableException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC_KEY } from '@portal/server-core';
import { JwtStrategy } from './jwt.strategy';
import { SessionEndedError, SessionStateUnavailableError } from './session-state-checker';

/**
 * Requires a valid bearer access token, whose sign-in still stands at the identity service, on every
 * route not marked `@Public()`, and puts its portal claims on `request.user` (read by `@CurrentUser()`
 * and `RolesGuard`). The check is this application's `JwtStrategy`, run by passport; a refusal is a
 * bare 401 whose `cause` the security log records.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard() {
  constructor(
    private readonly reflector: Reflector,
    strategy: JwtStrategy,
  ) {
    super({ defaultStrategy: strategy.name });
  }

  override canActivate(context: ExecutionContext) {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()])) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, claims: TUser | false): TUser {
    if (error instanceof SessionStateUnavailableError) throw new ServiceUnavailableException(error.message);
    // Why a token was refused (expired, wrong audience, unknown key, ended session) is not told to the caller.
    if (error) {
      const cause = error instanceof SessionEndedError ? 'session-ended' : 'invalid-token';
      throw new UnauthorizedException(undefined, { cause });
    }
    if (!claims) throw new UnauthorizedException(undefined, { cause: 'no-token' });
    return claims;
  }
}
