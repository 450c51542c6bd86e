import { randomBytes } from 'node:crypto';
import { type Configuration, errors, type JWKS, type KoaContextWithOIDC } from 'oidc-provider';
import { PORTAL_SCOPES } from '@portal/contracts';
import type { IdentityConfig } from '../config/identity-config';
import type { Database } from '../database/database';
import { errorPage } from '../pages/error-page';
import { logoutPage, signedOutPage } from '../pages/logout-pages';
import { portalClaimsFor, userinfoClaimsFor } from '../users/portal-claims';
import type { UserRepository } from '../users/user-repository';
import { pageSecurityHeaders } from '../http/security-headers';
import { API_SCOPES, apiResource } from './api-resource';
import { isFirstParty, portalClient } from './portal-client';
import { postgresAdapterFactory } from './postgres-adapter';

export interface ProviderDependencies {
  config: IdentityConfig;
  db: Database;
  users: UserRepository;
  jwks: JWKS;
  cookieKeys: string[];
}

function sendPage(ctx: KoaContextWithOIDC, status: number, body: string, config: IdentityConfig, nonce?: string) {
  for (const [name, value] of Object.entries(pageSecurityHeaders(config.portalOrigins, nonce))) ctx.set(name, value);
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = body;
}

export function providerConfiguration({ config, db, users, jwks, cookieKeys }: ProviderDependencies): Configuration {
  const resource = apiResource(config);

  return {
    adapter: postgresAdapterFactory(db),
    clients: [portalClient(config)],
    jwks,
    // httpOnly and SameSite=Lax are the defaults; oidc-provider marks cookies Secure on https requests.
    cookies: { keys: cookieKeys },
    // Portal claims go with `openid`: every token the portal gets names the role and provider.
    claims: {
      openid: ['sub', 'role', 'providerId', 'username', 'oldUid'],
      profile: ['preferred_username'],
      email: ['email'],
    },
    scopes: [...PORTAL_SCOPES, 'offline_access'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    enabledJWA: { idTokenSigningAlgValues: ['RS256'], userinfoSigningAlgValues: ['RS256'] },
    clientBasedCORS: (_ctx, origin, client) => isFirstParty(client.clientId) && config.portalOrigins.includes(origin),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The portal never sends `resource`: asking for an API scope means a token for the API. A request
        // for OpenID scopes alone gets an opaque token, the only kind the userinfo endpoint accepts.
        defaultResource: (ctx, _client, oneOf) => {
          if (oneOf) return oneOf;
          const requested = String(ctx.oidc.params?.['scope'] ?? '').split(' ');
          return requested.some((scope) => API_SCOPES.includes(scope)) ? config.apiAudience : undefined;
        },
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== config.apiAudience) throw new errors.InvalidTarget();
          return resource;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const nonce = randomBytes(16).toString('base64');
          sendPage(ctx, 200, logoutPage(form, nonce), config, nonce);
        },
        postLogoutSuccessSource: (ctx) => sendPage(ctx, 200, signedOutPage(config.postLogoutRedirectUris[0]), config),
      },
    },
    issueRefreshToken: (_ctx, client) => isFirstParty(client.clientId) && client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, sub) => {
      const user = await users.findById(sub);
      if (!user) return undefined;
      return { accountId: user.id, claims: () => userinfoClaimsFor(user) };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await users.findById(token.accountId);
      if (!user) return undefined;
      const { role, providerId, username, oldUid } = portalClaimsFor(user);
      return { role, providerId, username, oldUid };
    },
    renderError: (ctx, out) =>
      sendPage(
        ctx,
        ctx.status >= 400 ? ctx.status : 400,
        errorPage({
          title: 'Something went wrong',
          message: out['error_description'] ?? 'The request could not be completed.',
          link: { href: config.postLogoutRedirectUris[0], label: 'Return to the Provider Portal' },
        }),
        config,
      ),
    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      IdToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      Session: config.sessionTtlSeconds,
      Grant: config.sessionTtlSeconds,
      RefreshToken: config.sessionTtlSeconds,
    },
  };
}
