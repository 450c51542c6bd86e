import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { RegistrySnapshot, RemoteRegistry } from './remote-registry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export const useRemoteRegistry = (): RemoteRegistry => {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry must be used inside <RemoteRegistryContext>');
  return registry;
};

/**
 * The remotes' states and the route table, re-rendering as declarations arrive. Not useSyncExternalStore:
 * its updates always render in one blocking task, and each arrival re-renders the whole route tree.
 */
export const useRegistrySnapshot = (): RegistrySnapshot => {
  const registry = useRemoteRegistry();
  const [snapshot, setSnapshot] = useState(registry.getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setSnapshot(registry.getSnapshot()));
    update();
    return registry.subscribe(update);
  }, [registry]);
  return snapshot;
};
