import { z } from 'zod';
import { languageSchema } from '../language-schema';
import { isSemver } from './contract-version';
import { routeDeclarationSchema, routeIdSchema } from './route-declaration';
import { REMOTE_METADATA_KEY } from '../check/read-remote-manifest';
import { STRINGS_NAMESPACE } from './route-vocabulary';

/**
 * What the shell reads from a remote's `mf-manifest.json` before it loads any of its code: the
 * remote's routes and where its strings are (URLs relative to the manifest).
 */
export const remoteMetadataSchema = z.object({
  /** The remote's project name, for people (`mf-admin`). */
  name: z.string().min(1),
  contractVersion: z.string().refine(isSemver, 'a semver version'),
  /** The i18next namespace of the remote's strings. */
  namespace: z.string().regex(STRINGS_NAMESPACE),
  routes: z.record(routeIdSchema, routeDeclarationSchema),
  strings: z.record(languageSchema, z.string().min(1)),
});
export type RemoteMetadata = z.infer<typeof remoteMetadataSchema>;

/** Only the manifest fields the shell relies on. */
export const remoteManifestSchema = z.object({
  name: z.string().min(1),
  metaData: z.object({ [REMOTE_METADATA_KEY]: z.unknown() }),
});
