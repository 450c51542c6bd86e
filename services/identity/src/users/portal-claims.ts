import { type PortalClaims, portalClaimsSchema } from '@portal/contracts';
import type { IdentityUser } from './identity-user';

/** What the access token carries for the API (`portalClaimsSchema`), besides the standard JWT claims. */
export function portalClaimsFor(user: IdentityUser): Required<Omit<PortalClaims, 'act' | 'gid'>> {
  const claims = {
    sub: user.id,
    role: user.role,
    providerId: user.providerId,
    username: user.username,
    oldUid: user.oldUid,
    email: user.emailConfirmedAt ? user.email : null,
  };
  portalClaimsSchema.parse(claims);
  return claims;
}

/** The ID token and userinfo claims: the portal claims plus the standard profile and email claims. */
export function userinfoClaimsFor(user: IdentityUser) {
  return { ...portalClaimsFor(user), preferred_username: user.username, email: user.email };
}
