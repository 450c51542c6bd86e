/** The scopes the portal asks for (spec §7: the providers api, read, write, openid, profile, email). */
export const PORTAL_SCOPES = ['openid', 'profile', 'email', 'providers_api', 'read', 'write'] as const;

/**
 * The shell's page the identity service sends the browser to after switching the signed-in account
 * (impersonation start and stop): it drops the tokens it holds and signs in again with the session.
 */
export const ACCOUNT_SWITCH_PATH = '/auth/switch';

/** Where the identity service ends an impersonation and returns to the administrator's own session. */
export const impersonationStopUrl = (issuer: string, returnUrl: string): string =>
  `${issuer}/Impersonate/stop?${new URLSearchParams({ returnUrl })}`;
