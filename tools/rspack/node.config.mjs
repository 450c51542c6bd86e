import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** Workspace sources (`@portal/*`) are bundled; every package from node_modules stays external. */
function isExternal(request) {
  if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('@portal/')) return false;
  return !/^[A-Za-z]:/.test(request);
}

function workspaceAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`${alias}$`, resolve(workspaceRoot, target)]),
  );
}

/**
 * Bundles a NestJS service into ESM files under `<projectRoot>/dist` (Node 24).
 * @param {string} projectRoot absolute path of the project
 * @param {Record<string, string>} entry entry name -> path relative to the project
 */
export function nodeServiceConfig(projectRoot, entry) {
  return {
    mode: 'production',
    target: 'node24',
    context: projectRoot,
    entry,
    devtool: 'source-map',
    optimization: { minimize: false, splitChunks: false },
    experiments: { outputModule: true },
    output: {
      path: resolve(projectRoot, 'dist'),
      filename: '[name].js',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    externalsType: 'module-import',
    externals: [({ request }, callback) => (isExternal(request) ? callback(undefined, request) : callback())],
    externalsPresets: { node: true },
    resolve: { extensions: ['.ts', '.js', '.json'], alias: workspaceAliases() },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2023',
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
              keepClassNames: true,
            },
          },
        },
      ],
    },
    node: { __dirname: false, __filename: false },
    stats: 'errors-warnings',
  };
}
