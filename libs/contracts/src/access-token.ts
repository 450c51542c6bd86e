import { z } from 'zod';
import { roleSchema } from './roles';

/** The portal's claims inside an access token issued by the identity service for the API audience. */
export const portalClaimsSchema = z.object({
  sub: z.string().min(1),
  role: roleSchema,
  username: z.string().min(1),
  providerId: z.string().uuid().nullable().optional(),
  oldUid: z.string().nullable().optional(),
  /** The account's confirmed e-mail address; the API matches it against legacy office e-mails. */
  email: z.email().nullable().optional(),
  act: z.object({ sub: z.string(), username: z.string().optional() }).optional(),
  /**
   * The identity grant (one sign-in of one browser) the token was issued under. The API refuses the
   * token once the identity service says the grant has ended: logout, refresh-token reuse, a stopped
   * impersonation, a password reset.
   */
  gid: z.string().min(1).max(128).optional(),
});
export type PortalClaims = z.infer<typeof portalClaimsSchema>;

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
