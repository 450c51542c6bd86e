import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@portal/contracts';
import type { RemotePages } from '@portal/ui';

/** Federation names must be JS identifiers; the config keys are not. */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  provider: 'mf_provider',
  admin: 'mf_admin',
  superadmin: 'mf_superadmin',
  claimsAdmin: 'mf_claims_admin',
};

export interface RemoteLoader {
  /** Already-loaded pages, so navigating inside a remote does not flash a loading state. */
  peek(remote: RemoteName): RemotePages | undefined;
  load(remote: RemoteName): Promise<RemotePages>;
  /** Forgets a failed attempt (the federation runtime caches it) and loads again. */
  reload(remote: RemoteName): Promise<RemotePages>;
}

export const createFederationLoader = (remotes: RuntimeConfig['remotes']): RemoteLoader => {
  const entry = (remote: RemoteName) => ({ name: FEDERATION_NAMES[remote], entry: remotes[remote] });
  registerRemotes(Object.keys(FEDERATION_NAMES).map((remote) => entry(remote as RemoteName)));
  const loaded = new Map<RemoteName, RemotePages>();
  const load = async (remote: RemoteName) => {
    const module = await loadRemote<{ default: RemotePages }>(`${FEDERATION_NAMES[remote]}/Routes`);
    if (!module?.default) throw new Error(`${FEDERATION_NAMES[remote]}/Routes has no pages`);
    loaded.set(remote, module.default);
    return module.default;
  };
  return {
    peek: (remote) => loaded.get(remote),
    load,
    reload: (remote) => {
      loaded.delete(remote);
      registerRemotes([entry(remote)], { force: true });
      return load(remote);
    },
  };
};
