// Puts a remote's declaration (src/remote.ts: routes, side links, strings) into its federation
// manifest, so the shell learns them at run time without loading any of the remote's code.
import { rspack } from '@rspack/core';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const NAME = 'RemoteDeclarationPlugin';
export const METADATA_KEY = 'portal';

/** Bundles `src/remote.ts` for Node with the workspace's resolution and evaluates it. */
async function evaluateDeclaration({ projectDir, workspaceRoot, swcRule, extensions }) {
  const outDir = resolve(workspaceRoot, '.cache/remote-declarations', projectDir.split(/[\\/]/).pop());
  const compiler = rspack({
    mode: 'none',
    target: 'node',
    context: projectDir,
    entry: { declaration: './src/remote.ts' },
    output: { path: outDir, filename: '[name].mjs', module: true, library: { type: 'module' }, chunkFormat: 'module', clean: true },
    resolve: { extensions, tsConfig: { configFile: resolve(workspaceRoot, 'tsconfig.base.json') } },
    module: { rules: [swcRule] },
    devtool: false,
    optimization: { minimize: false },
  });
  const stats = await new Promise((done, fail) =>
    compiler.run((error, result) => compiler.close(() => (error ? fail(error) : done(result)))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const module = await import(`${pathToFileURL(resolve(outDir, 'declaration.mjs'))}?build=${Date.now()}`);
  if (!module.remote) throw new Error(`${projectDir}/src/remote.ts must export \`remote\` (defineRemote(...))`);
  return { declaration: module.remote, files: [...stats.compilation.fileDependencies] };
}

const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);

export class RemoteDeclarationPlugin {
  /** @param {{ project: string, projectDir: string, workspaceRoot: string, swcRule: object, extensions: string[] }} options */
  constructor(options) {
    this.options = options;
    this.current = null;
  }

  /** The manifest's `metaData.portal`: what `remoteMetadataSchema` (libs/contracts) describes. */
  metadata() {
    if (!this.current) throw new Error(`${NAME}: no declaration evaluated yet`);
    return this.current.metadata;
  }

  apply(compiler) {
    compiler.hooks.beforeCompile.tapPromise(NAME, async () => {
      const { declaration, files } = await evaluateDeclaration(this.options);
      const assets = Object.entries(declaration.strings).map(([language, strings]) => {
        const json = JSON.stringify(strings);
        return { language, json, file: `i18n/${language}.${hashOf(json)}.json` };
      });
      this.current = {
        files,
        assets,
        metadata: {
          name: this.options.project,
          contractVersion: declaration.contractVersion,
          namespace: declaration.namespace,
          routes: declaration.routes,
          strings: Object.fromEntries(assets.map(({ language, file }) => [language, file])),
        },
      };
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // A change to the declaration or the strings rebuilds the remote in watch mode.
      for (const file of this.current?.files ?? []) if (!file.includes('node_modules')) compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { file, json } of this.current?.assets ?? []) compilation.emitAsset(file, new rspack.sources.RawSource(json));
      });
    });
  }
}
