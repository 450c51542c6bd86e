import type { Language, PortalRoute, RemoteMetadata, RouteTable, StringTree } from '@portal/contracts';
import { buildRouteTable } from '@portal/contracts/core';
import { addNamespace } from '@portal/i18n';
import type { RemotePages } from '@portal/ui';
import type { i18n as I18n } from 'i18next';
import type { Federation } from './federation';
import { fetchRemoteMetadata } from './remote-metadata';

export type RemoteState =
  | { readonly key: string; readonly status: 'loading' }
  | { readonly key: string; readonly status: 'ready'; readonly metadata: RemoteMetadata; readonly federationName: string }
  | { readonly key: string; readonly status: 'unreachable' }
  | { readonly key: string; readonly status: 'incompatible'; readonly name: string; readonly remoteVersion: string }
  | { readonly key: string; readonly status: 'invalid'; readonly name: string };

export type FailedRemote = Exclude<RemoteState, { status: 'loading' | 'ready' }>;

export interface RegistrySnapshot {
  readonly remotes: readonly RemoteState[];
  /** The shell's routes and those of every remote whose declaration has arrived. */
  readonly table: RouteTable;
  readonly pending: boolean;
  readonly failed: readonly FailedRemote[];
}

export interface RemoteRegistry {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RegistrySnapshot;
  /** Asks every failed remote for its declaration again. */
  retry(): void;
  peekPages(key: string): RemotePages | undefined;
  loadPages(key: string): Promise<RemotePages>;
  /** Forgets a failed attempt (the federation runtime caches it) and loads the pages again. */
  reloadPages(key: string): Promise<RemotePages>;
}

export interface RegistryOptions {
  readonly remotes: Readonly<Record<string, string>>;
  readonly shellRoutes: readonly PortalRoute[];
  readonly i18n: I18n;
  readonly federation: Federation;
  readonly fetchFn?: typeof fetch;
}

const fetchStrings = async (fetchFn: typeof fetch, url: URL): Promise<StringTree> => {
  const response = await fetchFn(url.href);
  if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
  return (await response.json()) as StringTree;
};

/**
 * Every remote of `/config.json`: its declaration (routes, side links, strings) read from its manifest
 * at start-up, its pages loaded when first shown. The shell's route table is the union of what arrived.
 */
export const createRemoteRegistry = ({
  remotes,
  shellRoutes,
  i18n,
  federation,
  fetchFn = (...args) => fetch(...args),
}: RegistryOptions): RemoteRegistry => {
  const listeners = new Set<() => void>();
  const states = new Map<string, RemoteState>(Object.keys(remotes).map((key) => [key, { key, status: 'loading' }]));
  const pages = new Map<string, RemotePages>();

  const snapshotOf = (): RegistrySnapshot => {
    const all = [...states.values()];
    const ready = all.flatMap((state) => (state.status === 'ready' ? [{ key: state.key, metadata: state.metadata }] : []));
    const table = buildRouteTable(shellRoutes, ready);
    if (table.conflicts.length) console.warn(`Routes declared twice (the first declaration wins): ${table.conflicts.join(', ')}`);
    return {
      remotes: all,
      table,
      pending: all.some((state) => state.status === 'loading'),
      failed: all.filter((state): state is FailedRemote => state.status !== 'loading' && state.status !== 'ready'),
    };
  };
  let snapshot = snapshotOf();
  const set = (state: RemoteState) => {
    states.set(state.key, state);
    snapshot = snapshotOf();
    for (const listener of listeners) listener();
  };

  const declare = async (key: string, force: boolean) => {
    const manifestUrl = remotes[key] as string;
    const result = await fetchRemoteMetadata(manifestUrl, fetchFn);
    if (!result.ok) {
      if (result.reason === 'incompatible')
        return set({ key, status: 'incompatible', name: result.name, remoteVersion: result.remoteVersion });
      return set(result.reason === 'invalid' ? { key, status: 'invalid', name: result.name } : { key, status: 'unreachable' });
    }
    const { metadata, federationName, manifest } = result;
    try {
      await addNamespace(i18n, metadata.namespace, (language: Language) =>
        fetchStrings(fetchFn, new URL(metadata.strings[language] ?? metadata.strings.en, manifestUrl)),
      );
    } catch (error) {
      console.error(`The strings of ${metadata.name} could not be loaded`, error);
      return set({ key, status: 'unreachable' });
    }
    federation.register(federationName, manifestUrl, manifest, force);
    set({ key, status: 'ready', metadata, federationName });
  };
  for (const key of states.keys()) void declare(key, false);

  const load = async (key: string) => {
    const state = states.get(key);
    if (state?.status !== 'ready') throw new Error(`Remote ${key} is not ready (${state?.status ?? 'unknown'})`);
    const loaded = await federation.loadRoutes(state.federationName);
    pages.set(key, loaded);
    return loaded;
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    retry: () => {
      for (const state of snapshot.failed) {
        set({ key: state.key, status: 'loading' });
        void declare(state.key, true);
      }
    },
    peekPages: (key) => pages.get(key),
    loadPages: load,
    reloadPages: (key) => {
      pages.delete(key);
      const state = states.get(key);
      if (state?.status === 'ready') federation.register(state.federationName, remotes[key] as string, undefined, true);
      return load(key);
    },
  };
};
