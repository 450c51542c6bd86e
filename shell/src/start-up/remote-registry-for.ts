import type { RuntimeConfig } from '@portal/contracts';
import type { i18n as I18n } from 'i18next';
import { rememberUnframedPaths } from '../landing/unframed-paths';
import { createFederation } from '../remotes/federation';
import { createRemoteRegistry, type RemoteRegistry } from '../remotes/remote-registry';
import { SHELL_ROUTES } from '../routing/shell-routes';

/** The remotes `config.json` names, with the shell's routes; the landing learns which of their pages have no frame. */
export const remoteRegistryFor = (config: RuntimeConfig, i18n: I18n): RemoteRegistry => {
  const registry = createRemoteRegistry({
    remotes: config.remotes,
    shellRoutes: SHELL_ROUTES,
    i18n,
    federation: createFederation(),
  });
  rememberUnframedPaths(registry, window.localStorage);
  return registry;
};
