import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { tap, type Observable } from 'rxjs';
import { SECURITY_EVENT_KEY, type SecurityEventOf } from './logs-security-event.decorator';
import { requestFacts, type RequestLike } from './request-facts';
import type { SecurityLog } from './security-event';
import { SECURITY_LOG } from './security-log.token';

/** Records the security event a `@LogsSecurityEvent` route declares, once it has succeeded, naming its `:id`. */
@Injectable()
export class SecurityEventInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SECURITY_LOG) private readonly log: SecurityLog,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const event = this.reflector.get<SecurityEventOf | undefined>(SECURITY_EVENT_KEY, context.getHandler());
    if (!event) return next.handle();
    const request = context.switchToHttp().getRequest<RequestLike & { params?: Record<string, string> }>();
    return next.handle().pipe(
      tap((result) => {
        const facts = requestFacts(request);
        const id = request.params?.['id'];
        this.log.record({
          ...facts,
          event: typeof event === 'function' ? event(result) : event,
          ...(id && { target: `${facts.target} ${id}` }),
        });
      }),
    );
  }
}
