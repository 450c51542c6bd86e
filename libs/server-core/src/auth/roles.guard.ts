import { CanActivate, ExecutionContext, ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { PortalClaims, Role } from '@portal/contracts';
import { IS_PUBLIC_KEY } from './public.decorator';
import { ROLES_KEY } from './roles.decorator';

/** Deny by default: a route passes only if it is `@Public()` or lists the caller's role in `@Roles()`. */
@Injectable()
export class RolesGuard implements CanActivate {
  private readonly logger = new Logger(RolesGuard.name);

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (!roles?.length) {
      this.logger.warn(`Refused ${context.getClass().name}.${context.getHandler().name}: no @Roles or @Public declared`);
      throw new ForbiddenException('Access denied');
    }
    const user = context.switchToHttp().getRequest<{ user?: PortalClaims }>().user;
    if (!user || !roles.includes(user.role)) throw new ForbiddenException('Access denied');
    return true;
  }
}
