/**
 * The version of the shell-remote contract (what a remote exposes and the metadata it declares).
 * A remote records the version it was built against; the shell accepts any remote of the same major.
 * Bump the minor for additive changes (a new optional field, a new icon), the major for anything a
 * shell or remote built earlier would misread.
 */
export const REMOTE_CONTRACT_VERSION = '1.0.0';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

export const isSemver = (value: string): boolean => SEMVER.test(value);

const majorOf = (version: string): number => Number(SEMVER.exec(version)?.[1] ?? Number.NaN);

/** Same major: compatible (an older minor keeps working; a newer one only adds what this shell ignores). */
export const isCompatibleContract = (remoteVersion: string, shellVersion: string = REMOTE_CONTRACT_VERSION): boolean =>
  isSemver(remoteVersion) && majorOf(remoteVersion) === majorOf(shellVersion);
