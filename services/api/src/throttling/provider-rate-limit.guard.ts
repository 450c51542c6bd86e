import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  RATE_LIMITED_KEY,
  requestFacts,
  SECURITY_LOG,
  type RateLimitName,
  type RequestLike,
  type SecurityLog,
} from '@portal/server-core';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { PROVIDER_RATE_LIMITS, type ProviderRateLimits } from './provider-rate-limits';

interface ReplyLike {
  header(name: string, value: string): unknown;
}

/**
 * Counts a `@RateLimited` route's calls against the caller's provider (its account when it has none):
 * generous for a busy clinic, fatal for a scraper. Past the limit: 429 with `Retry-After`, logged.
 */
@Injectable()
export class ProviderRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(PROVIDER_RATE_LIMITS) private readonly limits: ProviderRateLimits,
    @Inject(SECURITY_LOG) private readonly log: SecurityLog,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMITED_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<RequestLike>();
    if (!name || !request.user) return true;
    try {
      await this.limits[name].consume(request.user.providerId ?? request.user.sub);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      context.switchToHttp().getResponse<ReplyLike>().header('retry-after', String(retryAfter));
      this.log.record({ ...requestFacts(request), event: 'access.throttled', reason: name, retryAfter });
      throw new HttpException(`Too many requests: try again in ${retryAfter} seconds.`, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}
