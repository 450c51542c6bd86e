import { type Configuration, errors, type JWKS, type KoaContextWithOIDC } from 'oidc-provider';
import { PORTAL_SCOPES } from '@portal/contracts';
import type { IdentityConfig } from '../config/identity-config';
import type { Database } from '../database/database';
import { MESSAGES } from '../i18n/messages';
import { messagePage } from '../pages/message-page';
import { signedOutPage } from '../pages/logout-pages';
import { ImpersonationStore } from '../impersonation/impersonation-store';
import { actClaim, impersonationOf, loadPortalAccount, tokenTtl } from '../impersonation/portal-account';
import { portalClaimsFor } from '../users/portal-claims';
import type { UserRepository } from '../users/user-repository';
import { API_SCOPES, apiResource } from './api-resource';
import { isFirstParty, portalClient } from './portal-client';
import { postgresAdapterFactory } from './postgres-adapter';
import { chromeOf, sendLogoutPage, sendPage } from './provider-pages';

export interface ProviderDependencies {
  config: IdentityConfig;
  db: Database;
  users: UserRepository;
  jwks: JWKS;
  cookieKeys: string[];
  impersonations: ImpersonationStore;
}

export function providerConfiguration({
  config,
  db,
  users,
  jwks,
  cookieKeys,
  impersonations,
}: ProviderDependencies): Configuration {
  const resource = apiResource(config);
  /** A token names the session it was issued in; the authorization endpoint has the session itself. */
  const findAccount = async (ctx: KoaContextWithOIDC, accountId: string, token?: object) => {
    const tokenSession = token && 'sessionUid' in token ? (token.sessionUid as string | undefined) : undefined;
    const session = tokenSession ? undefined : ctx.oidc?.entities.Session;
    const account = await loadPortalAccount(users, impersonations, accountId, tokenSession ?? session?.uid);
    // A session whose account is gone (an impersonation past its 30 minutes) signs in again from scratch.
    if (!account && session?.accountId === accountId) {
      await impersonations.endExpired(session.uid);
      session.accountId = undefined;
      session.authorizations = {};
    }
    return account;
  };
  const ttlOf = (configured: number) => (ctx: KoaContextWithOIDC | undefined) =>
    tokenTtl(configured, impersonationOf(ctx?.oidc?.entities.Account));

  return {
    adapter: postgresAdapterFactory(db),
    clients: [portalClient(config)],
    jwks,
    // httpOnly and SameSite=Lax are the defaults; oidc-provider marks cookies Secure on https requests.
    cookies: { keys: cookieKeys },
    // Portal claims go with `openid`: every token the portal gets names the role and provider.
    claims: {
      openid: ['sub', 'role', 'providerId', 'username', 'oldUid', 'act'],
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
        logoutSource: (ctx, form) => sendLogoutPage(ctx, config, form),
        postLogoutSuccessSource: (ctx) => sendPage(ctx, 200, signedOutPage(chromeOf(ctx, config)), config),
      },
    },
    // An impersonation ends within 30 minutes: no refresh token outlives it.
    issueRefreshToken: (ctx, client) =>
      isFirstParty(client.clientId) && client.grantTypeAllowed('refresh_token') && !impersonationOf(ctx.oidc.entities.Account),
    findAccount,
    extraTokenClaims: async (ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await users.findById(token.accountId);
      if (!user) return undefined;
      const { role, providerId, username, oldUid, email } = portalClaimsFor(user);
      const impersonation = impersonationOf(await findAccount(ctx, token.accountId, token));
      return {
        role,
        providerId,
        username,
        oldUid,
        email,
        // The API asks /session-state/{gid} whether the sign-in behind the token still stands.
        gid: token.grantId,
        ...(impersonation && { act: actClaim(impersonation) }),
      };
    },
    renderError: (ctx, out) => {
      const chrome = chromeOf(ctx, config);
      const t = MESSAGES[chrome.locale];
      sendPage(
        ctx,
        ctx.status >= 400 ? ctx.status : 400,
        messagePage({
          chrome,
          title: t.errorTitle,
          message: out['error_description'] ?? t.errorRetry,
          link: { href: config.portalUrl, label: t.backToPortal },
        }),
        config,
      );
    },
    ttl: {
      AccessToken: ttlOf(config.accessTokenTtlSeconds),
      IdToken: ttlOf(config.accessTokenTtlSeconds),
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      Session: config.sessionTtlSeconds,
      Grant: config.sessionTtlSeconds,
      RefreshToken: config.sessionTtlSeconds,
    },
  };
}
