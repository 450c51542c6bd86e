import type { ClientMetadata } from 'oidc-provider';
import { PORTAL_SCOPES } from '@portal/contracts';
import type { IdentityConfig } from '../config/identity-config';

export const PORTAL_CLIENT_ID = 'portal-shell';

/** The portal's single-page app: a public client using the code flow with PKCE, first-party. */
export function portalClient(config: IdentityConfig): ClientMetadata {
  return {
    client_id: PORTAL_CLIENT_ID,
    client_name: 'Provider Portal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // The code comes back in the query: oidc-provider's form_post page is none of this service's pages.
    response_modes: ['query'],
    redirect_uris: config.redirectUris,
    post_logout_redirect_uris: config.postLogoutRedirectUris,
    scope: [...PORTAL_SCOPES, 'offline_access'].join(' '),
  };
}

export const isFirstParty = (clientId: string | undefined): boolean => clientId === PORTAL_CLIENT_ID;
