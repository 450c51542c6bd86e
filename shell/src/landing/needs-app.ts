/** oidc-client-ts keeps the signed-in user under `oidc.user:<issuer>:<client id>` (`createUserManager`). */
const USER_KEY_PREFIX = 'oidc.user:';

/** Whether this page load needs the federated app rather than the sign-in landing. */
export const needsApp = (pathname: string, storage: Storage): boolean =>
  pathname !== '/' || Object.keys(storage).some((key) => key.startsWith(USER_KEY_PREFIX));
