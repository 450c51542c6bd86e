import { PORTAL_SCOPES, type RuntimeConfig } from '@portal/contracts';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/** Seconds before expiry at which the session warning fires (spec §9). */
export const EXPIRY_WARNING_SECONDS = 10;

/** Authorization code + PKCE against the issuer named in `/config.json`; the session lives in localStorage. */
export const createUserManager = (config: RuntimeConfig): UserManager =>
  new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    post_logout_redirect_uri: config.postLogoutRedirectUri,
    response_type: 'code',
    scope: PORTAL_SCOPES.join(' '),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    accessTokenExpiringNotificationTimeInSeconds: EXPIRY_WARNING_SECONDS,
    automaticSilentRenew: false,
    loadUserInfo: false,
  });
