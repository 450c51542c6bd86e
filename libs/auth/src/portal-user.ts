import type { Role } from '@portal/contracts';
import { isRole } from '@portal/contracts/core';
import type { StoredUser } from './session';

/** The signed-in user as the portal sees it: the identity service puts these claims in the profile. */
export interface PortalUser {
  readonly role: Role;
  readonly providerId: string | null;
  readonly username: string;
  readonly oldUid: string | null;
  readonly accessToken: string;
  /** The administrator acting as this provider (the token's `act` claim), else null. */
  readonly actor: { readonly sub: string; readonly username: string | null } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const actorOf = (act: unknown): PortalUser['actor'] => {
  if (typeof act !== 'object' || act === null) return null;
  const { sub, username } = act as Record<string, unknown>;
  const subject = text(sub);
  return subject ? { sub: subject, username: text(username) } : null;
};

/** Null when the profile carries no known role: such a session must be signed out (spec §4). */
export const toPortalUser = (user: StoredUser): PortalUser | null => {
  const role = user.profile['role'];
  if (!isRole(role)) return null;
  return {
    role,
    providerId: text(user.profile['providerId']),
    username: text(user.profile['username']) ?? text(user.profile.preferred_username) ?? user.profile.sub,
    oldUid: text(user.profile['oldUid']),
    accessToken: user.access_token,
    actor: actorOf(user.profile['act']),
  };
};
