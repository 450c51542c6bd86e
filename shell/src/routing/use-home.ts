import type { GuardUser } from '@portal/contracts';
import { homeFor } from '@portal/contracts/core';
import type { FailedRemote } from '../remotes/remote-registry';
import { useRegistrySnapshot } from '../remotes/remote-registry-context';

export type HomeLookup =
  | { readonly kind: 'found'; readonly path: string }
  | { readonly kind: 'pending' }
  | { readonly kind: 'unavailable'; readonly failed: readonly FailedRemote[] };

/** The user's home as the remotes declare it: waits for their declarations rather than guessing. */
export const useHome = (user: GuardUser): HomeLookup => {
  const { table, pending, failed } = useRegistrySnapshot();
  const path = homeFor(table.routes, user.role, user.providerId);
  if (path) return { kind: 'found', path };
  return pending ? { kind: 'pending' } : { kind: 'unavailable', failed };
};
