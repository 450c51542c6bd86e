import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RegistrySnapshot, RemoteRegistry } from './remote-registry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export const useRemoteRegistry = (): RemoteRegistry => {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry must be used inside <RemoteRegistryContext>');
  return registry;
};

/** The remotes' states and the route table, re-rendering as declarations arrive. */
export const useRegistrySnapshot = (): RegistrySnapshot => {
  const registry = useRemoteRegistry();
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot);
};
