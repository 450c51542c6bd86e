import type { PortalClaims } from '@portal/contracts';
import type { SecurityEvent } from './security-event';

/** The parts of a Fastify request a security event reads. */
export interface RequestLike {
  id?: string;
  ip?: string;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  user?: PortalClaims;
}

/**
 * Who asked, from where, with which request, and the route as declared (`GET /api/provider/:id`):
 * never the URL itself, whose path and query carry member ids and search terms.
 */
export function requestFacts(
  request: RequestLike,
): Pick<SecurityEvent, 'actor' | 'actingAdmin' | 'role' | 'target' | 'ip' | 'requestId'> {
  const user = request.user;
  return {
    ...(user && { actor: user.sub, role: user.role }),
    ...(user?.act && { actingAdmin: user.act.sub }),
    target: `${request.method ?? '?'} ${request.routeOptions?.url ?? '(no route)'}`,
    ...(request.ip && { ip: request.ip }),
    ...(request.id && { requestId: request.id }),
  };
}
