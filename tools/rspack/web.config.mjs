import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const rootPackage = JSON.parse(readFileSync(resolve(workspaceRoot, 'package.json'), 'utf8'));

/** Default dev/serve ports (ARCHITECTURE: the contract). */
export const PORTS = { shell: 4200, 'mf-provider': 4201, 'mf-admin': 4202, 'mf-superadmin': 4203, 'mf-claims-admin': 4204 };

const npmSingleton = (name) => ({ singleton: true, requiredVersion: rootPackage.dependencies[name] });
const librarySingleton = { singleton: true, version: '0.0.0', requiredVersion: false };

/**
 * One instance each across shell and remotes. Shared modules cannot be tree-shaken, so two big
 * libraries are deliberately not shared: antd (~436 KB gzip whole; each remote bundles the parts it
 * imports) and react-router (~64 KB gzip whole; remotes use the shell's instance through the router
 * re-exports of the shared `@portal/ui`, so the shell's copy is tree-shaken).
 */
export const SHARED = {
  react: npmSingleton('react'),
  'react/jsx-runtime': npmSingleton('react'),
  'react-dom': npmSingleton('react-dom'),
  'react-dom/client': npmSingleton('react-dom'),
  '@reduxjs/toolkit': npmSingleton('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': npmSingleton('@reduxjs/toolkit'),
  'react-redux': npmSingleton('react-redux'),
  i18next: npmSingleton('i18next'),
  // Remotes reuse the shell's contracts (and the zod inside them) instead of bundling a copy each.
  '@portal/contracts': librarySingleton,
  '@portal/auth': librarySingleton,
  '@portal/api-client': librarySingleton,
  '@portal/i18n': librarySingleton,
  '@portal/ui': librarySingleton,
};

/**
 * Rspack config for a web app of the workspace.
 * @param {object} options
 * @param {string} options.projectDir  the app's folder (pass `import.meta.dirname`)
 * @param {string} options.federationName  a JS identifier: `shell`, `mf_provider`, ...
 * @param {Record<string, string>} [options.exposes]  remotes expose exactly `./Routes`
 */
export function webConfig({ projectDir, federationName, exposes }) {
  const project = projectDir.split(/[\\/]/).pop();
  const isHost = !exposes;
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const publicDir = resolve(projectDir, 'public');
    return {
      name: project,
      context: projectDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: isHost ? { main: './src/main.ts' } : {},
      output: {
        path: resolve(projectDir, 'dist'),
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        // The shell sits at the site root (deep links need absolute script URLs); a remote's chunks
        // are found relative to its remoteEntry.js, wherever config.json says it lives.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        tsConfig: { configFile: resolve(workspaceRoot, 'tsconfig.base.json') },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: SHARED,
          manifest: true,
          dts: false,
          // The host ships the federation runtime once; remotes reuse it, keeping remoteEntry.js small.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        isHost && new rspack.HtmlRspackPlugin({ template: resolve(projectDir, 'index.html') }),
        existsSync(publicDir) && new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] }),
      ].filter(Boolean),
      // Rspack's dev server compiles dynamic imports on first request through a relative URL, which a
      // remote's chunks would send to the shell's origin: build everything up front instead.
      lazyCompilation: false,
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port: Number(process.env.PORT ?? PORTS[project]),
        host: 'localhost',
        hot: false,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: existsSync(publicDir) ? { directory: publicDir } : false,
        // A remote's page lives inside the shell's document: its own dev client would reload the shell.
        client: isHost ? { overlay: false } : false,
        liveReload: isHost,
      },
    };
  };
}
