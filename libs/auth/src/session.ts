import type { RuntimeConfig } from '@portal/contracts';
import type { UserManager } from 'oidc-client-ts';

/** The fields of oidc-client-ts's stored `User` the portal reads (`User.toStorageString()`). */
export interface StoredUser {
  readonly access_token: string;
  /** Seconds since the epoch. */
  readonly expires_at?: number;
  readonly profile: { readonly sub: string; readonly preferred_username?: string; readonly [claim: string]: unknown };
}

/** The calls the portal makes on the OIDC client, each on a user's action. */
export type OidcClient = Pick<UserManager, 'signinRedirect' | 'signinRedirectCallback' | 'signoutRedirect' | 'removeUser'>;

/**
 * The signed-in session. The user is read from localStorage, where oidc-client-ts keeps it
 * (`oidc.user:<issuer>:<client id>`); the OIDC client itself (17 KB gzip) loads on first use: signing
 * in or out, the callback, an account switch. The app's first paint needs neither (ADR 030).
 */
export interface PortalSession {
  getUser(): StoredUser | null;
  loadClient(): Promise<OidcClient>;
}

export const userStorageKey = (config: Pick<RuntimeConfig, 'issuer' | 'clientId'>): string =>
  `oidc.user:${config.issuer}:${config.clientId}`;

const readStoredUser = (json: string | null): StoredUser | null => {
  if (!json) return null;
  try {
    const user = JSON.parse(json) as Partial<StoredUser>;
    return typeof user.access_token === 'string' && typeof user.profile?.sub === 'string' ? (user as StoredUser) : null;
  } catch {
    return null;
  }
};

/** Whether a stored user's access token has expired (oidc-client-ts's `User.expired`). */
export const isExpired = (user: StoredUser, now = Date.now()): boolean =>
  user.expires_at !== undefined && user.expires_at - Math.floor(now / 1000) <= 0;

export const createSession = (config: RuntimeConfig, storage: Storage = window.localStorage): PortalSession => {
  let client: Promise<OidcClient> | undefined;
  return {
    getUser: () => readStoredUser(storage.getItem(userStorageKey(config))),
    loadClient: () =>
      (client ??= import(/* webpackChunkName: "oidc-client" */ './user-manager').then(({ createUserManager }) =>
        createUserManager(config),
      )),
  };
};
