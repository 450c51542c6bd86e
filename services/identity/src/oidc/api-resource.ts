import type { ResourceServer } from 'oidc-provider';
import { PORTAL_SCOPES } from '@portal/contracts';
import type { IdentityConfig } from '../config/identity-config';

const OIDC_ONLY_SCOPES = new Set<string>(['openid', 'profile', 'email']);

/** Scopes meaningful to the API itself (spec §7: the providers api, read, write). */
export const API_SCOPES: readonly string[] = PORTAL_SCOPES.filter((scope) => !OIDC_ONLY_SCOPES.has(scope));

/** The API as a resource server: RS256-signed JWT access tokens with its audience. */
export function apiResource(config: IdentityConfig): ResourceServer {
  return {
    scope: API_SCOPES.join(' '),
    audience: config.apiAudience,
    accessTokenTTL: config.accessTokenTtlSeconds,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };
}
