import { z } from 'zod';

export const remoteNameSchema = z.enum(['provider', 'admin', 'superadmin', 'claimsAdmin']);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** The shell's `/config.json`: where everything lives, read at run time (never baked into a build). */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().url(),
  issuer: z.string().url(),
  clientId: z.string().min(1),
  redirectUri: z.string().url(),
  postLogoutRedirectUri: z.string().url(),
  remotes: z.record(remoteNameSchema, z.string().url()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
