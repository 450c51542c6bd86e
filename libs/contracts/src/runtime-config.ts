import { z } from 'zod';
import { REMOTE_KEY } from './check/read-runtime-config';

/** The registry `remotes.json` lists the default remotes. */
export const remoteKeySchema = z.string().regex(REMOTE_KEY, 'a remote name like claimsAdmin');

/** The shell's `/config.json`: where everything lives, read at run time (never baked into a build). */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().url(),
  issuer: z.string().url(),
  clientId: z.string().min(1),
  redirectUri: z.string().url(),
  postLogoutRedirectUri: z.string().url(),
  /** Each remote's `mf-manifest.json`; the shell serves the routes these remotes declare. */
  remotes: z.record(remoteKeySchema, z.string().url()),
  /** Spec §4: on, everyone but admins (or a URL with `?admin`) is sent to /maintenance and signed out. */
  maintenance: z.boolean().default(false),
  /** The maintenance notice's toll-free number; the central office's when absent. */
  tollFreePhone: z.string().min(1).optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
