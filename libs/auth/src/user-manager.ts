import type { RuntimeConfig } from '@portal/contracts';
import { PORTAL_SCOPES } from '@portal/contracts/core';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/**
 * Authorization code + PKCE against the issuer named in `/config.json`; the session lives in localStorage
 * (where `createSession` reads it). Loaded on first use, not at start-up: import it dynamically.
 */
export const createUserManager = (config: RuntimeConfig): UserManager =>
  new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    post_logout_redirect_uri: config.postLogoutRedirectUri,
    response_type: 'code',
    scope: PORTAL_SCOPES.join(' '),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    loadUserInfo: false,
  });
