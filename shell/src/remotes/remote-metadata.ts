import type { RemoteMetadata } from '@portal/contracts';
import { checkRemoteMetadata, isCompatibleContract, readRemoteManifest } from '@portal/contracts/core';

export type MetadataResult =
  | { readonly ok: true; readonly federationName: string; readonly metadata: RemoteMetadata; readonly manifest: unknown }
  | { readonly ok: false; readonly reason: 'unreachable' }
  | { readonly ok: false; readonly reason: 'incompatible'; readonly name: string; readonly remoteVersion: string }
  | { readonly ok: false; readonly reason: 'invalid'; readonly name: string };

/** How long the shell waits for a remote's manifest before it treats the remote as unreachable. */
export const MANIFEST_TIMEOUT_MS = 10_000;

/**
 * Reads a remote's `mf-manifest.json` and the routes it declares. The contract version is checked
 * before the rest is validated: a remote built for another major may declare anything.
 */
export const fetchRemoteMetadata = async (manifestUrl: string, fetchFn: typeof fetch = fetch): Promise<MetadataResult> => {
  let manifest: unknown;
  try {
    const response = await fetchFn(manifestUrl, { cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = await response.json();
  } catch (error) {
    console.error(`The manifest ${manifestUrl} could not be loaded`, error);
    return { ok: false, reason: 'unreachable' };
  }
  // The schemas' rules without zod: the app's start-up carries no zod (ADR 030).
  const read = readRemoteManifest(manifest);
  const declared = read?.declared;
  const version = (declared as { contractVersion?: unknown } | undefined)?.contractVersion;
  const name = String((declared as { name?: unknown } | undefined)?.name ?? read?.name ?? manifestUrl);
  if (typeof version !== 'string' || !isCompatibleContract(version)) {
    return { ok: false, reason: 'incompatible', name, remoteVersion: typeof version === 'string' ? version : 'none' };
  }
  const checked = checkRemoteMetadata(declared);
  if (!read || !checked.ok) {
    console.error(`The manifest ${manifestUrl} does not declare valid portal routes`, checked.ok ? [] : checked.issues);
    return { ok: false, reason: 'invalid', name };
  }
  return { ok: true, federationName: read.name, metadata: checked.metadata, manifest };
};
