import type { Account } from 'oidc-provider';
import { userinfoClaimsFor } from '../users/portal-claims';
import type { UserRepository } from '../users/user-repository';
import type { Impersonation, ImpersonationStore } from './impersonation-store';

export interface PortalAccount extends Account {
  /** Set while an administrator acts as this account in the session. */
  impersonation?: Impersonation;
}

/** The `act` claim (RFC 8693) naming the administrator behind an impersonation. */
export const actClaim = (impersonation: Impersonation) => ({
  sub: impersonation.adminUserId,
  username: impersonation.adminUsername,
});

export const impersonationOf = (account: Account | undefined): Impersonation | undefined =>
  (account as PortalAccount | undefined)?.impersonation;

/** Seconds a token may live: the configured lifetime, cut to the end of an impersonation. */
export function tokenTtl(configured: number, impersonation: Impersonation | undefined, now = Date.now()): number {
  if (!impersonation) return configured;
  return Math.max(1, Math.min(configured, Math.floor((impersonation.expiresAt.getTime() - now) / 1000)));
}

/**
 * The account of a session (or of a token issued in one). An impersonation past its 30 minutes has no
 * account any more: oidc-provider then asks for a new sign-in and refuses to issue tokens.
 */
export async function loadPortalAccount(
  users: UserRepository,
  impersonations: ImpersonationStore,
  accountId: string,
  sessionUid: string | undefined,
  now = new Date(),
): Promise<PortalAccount | undefined> {
  const user = await users.findById(accountId);
  if (!user) return undefined;
  const current = sessionUid ? await impersonations.current(sessionUid) : undefined;
  const impersonation = current?.targetUserId === user.id ? current : undefined;
  if (impersonation && impersonation.expiresAt <= now) return undefined;
  return {
    accountId: user.id,
    impersonation,
    claims: () => ({ ...userinfoClaimsFor(user), ...(impersonation && { act: actClaim(impersonation) }) }),
  };
}
