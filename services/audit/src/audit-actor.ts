import type { PortalClaims } from '@portal/contracts';

/** Who did it, for the audit log: an impersonating administrator (`act`) acts as the provider. */
export const auditActorOf = (user: PortalClaims): { actor: string; actingAs: string | null } => ({
  actor: user.act?.sub ?? user.sub,
  actingAs: user.act ? (user.providerId ?? user.sub) : null,
});
