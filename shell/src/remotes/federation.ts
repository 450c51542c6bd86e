import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePages } from '@portal/ui';
import { shortTasksPlugin } from './short-tasks-plugin';

/** The slice of the federation runtime the shell uses (a test double stands in for it in unit tests). */
export interface Federation {
  /**
   * `manifest` is the copy the shell already read, so code and declared routes come from one deployment;
   * without it the runtime fetches the manifest again.
   */
  register(federationName: string, manifestUrl: string, manifest: unknown | undefined, force: boolean): void;
  loadRoutes(federationName: string): Promise<RemotePages>;
}

export const createFederation = (): Federation => {
  const manifests = new Map<string, unknown>();
  registerPlugins([
    {
      name: 'portal-manifest-cache',
      fetch: (url: string) =>
        manifests.has(url) ? Promise.resolve(new Response(JSON.stringify(manifests.get(url)))) : undefined,
    },
    shortTasksPlugin(),
  ]);
  return {
    register: (name, entry, manifest, force) => {
      if (manifest === undefined) manifests.delete(entry);
      else manifests.set(entry, manifest);
      registerRemotes([{ name, entry }], { force });
    },
    loadRoutes: async (name) => {
      const module = await loadRemote<{ default: RemotePages }>(`${name}/Routes`);
      if (!module?.default) throw new Error(`${name}/Routes has no pages`);
      return module.default;
    },
  };
};
