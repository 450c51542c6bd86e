import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { PortalClaims } from '@portal/contracts';

/** The validated access-token claims of the caller (set by the JWT guard). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): PortalClaims => context.switchToHttp().getRequest<{ user: PortalClaims }>().user,
);
