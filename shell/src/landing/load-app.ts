/** The app's entry scripts, written into index.html by the build (tools/rspack/web.config.mjs). */
const appScripts = (): string[] =>
  (document.querySelector<HTMLMetaElement>('meta[name="portal-app"]')?.content ?? '').split(' ').filter(Boolean);

/** Starts the federated app (shell, remotes, Module Federation runtime) in this document. */
export const loadApp = (): void => {
  for (const src of appScripts()) {
    const script = document.createElement('script');
    script.src = src;
    // In order, like the deferred tags the app's own HTML would have.
    script.async = false;
    document.head.append(script);
  }
};
