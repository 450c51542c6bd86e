import { z } from 'zod';
import { roleSchema } from './role-schema';

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
