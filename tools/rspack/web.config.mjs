import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { remoteByProject } from '../remotes.mjs';
import { SINGLETONS } from '../versions/singletons.mjs';
import { readSettings, shellRuntimeConfig } from '../start/settings.mjs';
import { remoteDevServer } from './dev-server.mjs';
import { METADATA_KEY, RemoteDeclarationPlugin } from './remote-declaration-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { RemoteCssScopePlugin } from './remote-css-scope.mjs';

/** The browsers the portal supports: swc compiles for them and Lightning CSS keeps their CSS as written. */
const BROWSERS = 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `@portal/ui-antd`'s antd stylesheet, made at build time from its theme and component list (ADR 044). */
const antdStyles = resolve(workspaceRoot, 'libs/ui-antd/src/static-styles');
const antdStaticCssRule = {
  test: resolve(antdStyles, 'antd-static.css'),
  loader: resolve(workspaceRoot, 'tools/rspack/antd-static-css-loader.mjs'),
  options: {
    theme: resolve(workspaceRoot, 'libs/ui-antd/src/portal-theme.ts'),
    components: resolve(antdStyles, 'styled-components.ts'),
  },
};

/** The theme's CSS variables as the `<style>` elements antd would write at run time, for the HTML's head (ADR 047). */
async function antdThemeStyleTags() {
  const unsupported = (await import('./antd-static-css-loader.mjs')).unsupportedNode();
  if (unsupported) throw new Error(unsupported);
  const { theme, components } = antdStaticCssRule.options;
  const [{ antdThemeStyles }, { PORTAL_THEME }, { STYLED_COMPONENTS }] = await Promise.all([
    import('./antd-static-css.mjs'),
    import(pathToFileURL(theme).href),
    import(pathToFileURL(components).href),
  ]);
  return antdThemeStyles({ theme: PORTAL_THEME, components: STYLED_COMPONENTS });
}

const readJson = (path) => JSON.parse(readFileSync(resolve(workspaceRoot, path), 'utf8'));
const rootPackage = readJson('package.json');

/** An npm package at the version the app declares (a remote team pins its own), else the workspace's. */
const npmSingleton = (appPackage, name) => ({
  singleton: true,
  requiredVersion: appPackage.dependencies?.[name] ?? rootPackage.dependencies[name],
});
/**
 * A workspace library at the version it carries; an app built against x.y.z needs ^x.y.z from the host
 * (`npm run check:versions` makes a changed library carry a new version). Strictly: a remote served an
 * older copy would call what it lacks and break mid-page, so its pages fail to load instead, and the
 * shell shows its error panel (ADR 031).
 */
const librarySingleton = (folder) => {
  const { version } = readJson(`libs/${folder}/package.json`);
  return { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` };
};

/**
 * One instance each across shell and remotes. Shared modules cannot be tree-shaken, so two big
 * libraries are deliberately not shared: antd (~436 KB gzip whole; each remote bundles the parts it
 * imports) and react-router (~64 KB gzip whole; remotes use the shell's instance through the router
 * re-exports of the shared `@portal/ui`, so the shell's copy is tree-shaken).
 */
/** The app's package.json: what it declares it depends on (none for a bare source folder). */
const appPackageOf = (projectDir) => {
  const path = resolve(projectDir, 'package.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
};

const sharedFor = (appPackage) => ({
  react: npmSingleton(appPackage, 'react'),
  'react/jsx-runtime': npmSingleton(appPackage, 'react'),
  'react-dom': npmSingleton(appPackage, 'react-dom'),
  'react-dom/client': npmSingleton(appPackage, 'react-dom'),
  // Only `/query/react` is shared: the store is created in @portal/api-client, so the root entry stays
  // tree-shaken inside it (ADR 030).
  '@reduxjs/toolkit/query/react': npmSingleton(appPackage, '@reduxjs/toolkit'),
  'react-redux': npmSingleton(appPackage, 'react-redux'),
  i18next: npmSingleton(appPackage, 'i18next'),
  // The remotes share one copy of the contracts (and the zod inside them). The shell imports only the
  // zod-free `@portal/contracts/core`, bundled, not shared, so it provides none (ADR 034).
  ...Object.fromEntries(SINGLETONS.map((name) => [`@portal/${name}`, librarySingleton(name)])),
});

/**
 * Rspack config for a web app of the workspace.
 * @param {object} options
 * @param {string} options.projectDir  the app's folder (pass `import.meta.dirname`)
 * A remote (listed in tools/remotes.json) exposes `./Routes` and carries its `src/remote.ts` declaration in
 * its manifest; the host emits a default `config.json` pointing at the registry's default ports.
 */
export function webConfig({ projectDir }) {
  const project = projectDir.split(/[\\/]/).pop();
  const remote = remoteByProject(project);
  const isHost = !remote;
  const federationName = remote?.federationName ?? project;
  const exposes = remote && { './Routes': './src/routes.tsx' };
  const extensions = ['.tsx', '.ts', '.mjs', '.js', '.json'];
  const swcRule = (production) => ({
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
      env: { targets: BROWSERS },
    },
    type: 'javascript/auto',
  });
  const config = (env = {}, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const teamPortal = remote && env.RSPACK_SERVE ? remoteDevServer({ remote, projectDir, workspaceRoot }) : undefined;
    const publicDir = resolve(projectDir, 'public');
    const declaration =
      remote && new RemoteDeclarationPlugin({ project, projectDir, workspaceRoot, swcRule: swcRule(false), extensions });
    return {
      name: project,
      context: projectDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: isHost ? { main: './src/main.ts' } : (teamPortal?.entry ?? {}),
      output: {
        path: resolve(projectDir, 'dist'),
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        // The shell sits at the site root (deep links need absolute script URLs); a remote's chunks
        // are found relative to its remoteEntry.js, wherever config.json says it lives.
        publicPath: isHost ? '/' : (teamPortal?.publicPath ?? 'auto'),
        uniqueName: federationName,
        // The host's landing build (built after it, into the same folder) keeps its files.
        clean: isHost ? { keep: isLandingFile } : true,
      },
      resolve: {
        alias: teamPortal?.alias,
        extensions,
        tsConfig: { configFile: resolve(workspaceRoot, 'tsconfig.base.json') },
      },
      module: {
        rules: [
          // A remote renders with the host's shared React, which may be a production build: no dev JSX runtime.
          swcRule(production || !isHost),
          { test: /\.css$/, type: 'css/auto' },
          antdStaticCssRule,
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedFor(appPackageOf(projectDir)),
          manifest: declaration
            ? {
                additionalData: ({ stats }) => {
                  stats.metaData[METADATA_KEY] = declaration.metadata();
                  return stats;
                },
              }
            : true,
          dts: false,
          // The host ships the federation runtime once; remotes reuse it, keeping remoteEntry.js small.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        declaration,
        // Its CSS stays in its room: page-wide rules are scoped to the element the shell renders it in (ADR 054).
        remote && new RemoteCssScopePlugin({ name: remote.name }),
        isHost && appEntryRecorder(),
        isHost && defaultRuntimeConfig(),
        production && chunkGroupsReport('bundle-stats.json'),
        existsSync(publicDir) && new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] }),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      // Rspack's dev server compiles dynamic imports on first request through a relative URL, which a
      // remote's chunks would send to the shell's origin: build everything up front instead.
      lazyCompilation: false,
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Without targets Lightning CSS lowers logical properties for old browsers: antd's CSS grew 4.9x.
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin(),
          new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS.split(', ') } }),
        ],
        ...(isHost && production && { splitChunks: { cacheGroups: startupChunks } }),
      },
      performance: { hints: false },
      devServer: teamPortal?.devServer ?? {
        port: Number(process.env.PORT ?? readSettings({}).ports.shell),
        host: 'localhost',
        hot: false,
        historyApiFallback: true,
        static: existsSync(publicDir) ? { directory: publicDir } : false,
        client: { overlay: false },
        liveReload: true,
      },
    };
  };
  if (!isHost) return config;
  return (env = {}, argv = {}) => {
    const app = config(env, argv);
    return [app, landingConfig({ app, projectDir, swcRule: swcRule(app.mode === 'production') })];
  };
}

/**
 * The shared libraries the app runs at start-up, in two chunks instead of about fifteen: inserting a script
 * tag costs the main thread about a millisecond (ADR 044), and V8 finishes compiling a script on the main
 * thread, about 4 ms per 100 KB, in one task: React DOM's half and the rest are two such tasks (ADR 045).
 * The OIDC client stays apart: it loads on sign-in.
 */
const STARTUP_MODULES =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|i18next|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|@standard-schema[\\/]utils)|libs[\\/](auth|i18n|ui|api-client|contracts))[\\/]/;
const REACT_DOM_MODULES = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const startupChunks = {
  startupReactDom: { name: 'startup-react-dom', chunks: 'async', test: REACT_DOM_MODULES, enforce: true, priority: 20 },
  startup: { name: 'startup', chunks: 'async', test: STARTUP_MODULES, enforce: true, priority: 10 },
};

/** Everything the landing build writes into the shell's dist. */
const isLandingFile = (path) => /^(landing[.-]|index\.html)/.test(basename(path));
/** The app's entry scripts, recorded by its compiler for the landing's index.html (built next). */
const appEntry = { files: [] };

const appEntryRecorder = () => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AppEntryRecorder', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AppEntryRecorder', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          appEntry.files = compilation.entrypoints
            .get('main')
            .getFiles()
            .filter((file) => file.endsWith('.js'))
            .map((file) => `${publicPath}${file}`);
        },
      );
    });
  },
});

/**
 * The sign-in landing (`shell/src/landing`, ADR 030): its own compiler, without ModuleFederationPlugin,
 * so neither the federation runtime nor the shared-module wrappers reach the page a visitor first sees.
 * It owns index.html, which names the app's entry scripts for the landing to load when the app is needed.
 */
const landingConfig = ({ app, projectDir, swcRule }) => {
  const production = app.mode === 'production';
  return {
    name: `${app.name}-landing`,
    dependencies: [app.name],
    context: projectDir,
    mode: app.mode,
    devtool: app.devtool,
    entry: { landing: './src/landing/main.ts' },
    output: {
      path: app.output.path,
      filename: production ? 'landing.[contenthash:10].js' : 'landing.js',
      chunkFilename: production ? 'landing-[name].[contenthash:10].js' : 'landing-[name].js',
      cssFilename: production ? 'landing.[contenthash:10].css' : 'landing.css',
      cssChunkFilename: production ? 'landing-[name].[contenthash:10].css' : 'landing-[name].css',
      publicPath: app.output.publicPath,
      uniqueName: `${app.output.uniqueName}-landing`,
      // Only its own earlier files: the app's were written just before.
      clean: { keep: (path) => path !== app.output.path && !isLandingFile(path) },
    },
    resolve: { extensions: app.resolve.extensions, tsConfig: app.resolve.tsConfig },
    module: { rules: [swcRule, { test: /\.css$/, type: 'css/auto' }] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: resolve(projectDir, 'index.html'),
        // The page is empty until this entry draws the landing or the role's frame, so it is what the first
        // paint waits for: a parser-inserted script after `#root` says so (a deferred one let Lighthouse's
        // simulation place FCP before it and count its task as blocking; ADR 046).
        inject: 'body',
        scriptLoading: 'blocking',
        templateParameters: async (params) => ({
          ...params,
          appScripts: appEntry.files.join(' '),
          antdThemeStyles: await antdThemeStyleTags(),
        }),
      }),
      production && chunkGroupsReport('landing-stats.json'),
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: { ...app.optimization, splitChunks: undefined },
    performance: app.performance,
  };
};

/** The shell's default `/config.json`: the registry's default ports on localhost (a deployment replaces it). */
const defaultRuntimeConfig = () => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DefaultRuntimeConfig', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DefaultRuntimeConfig', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(shellRuntimeConfig(readSettings({})), null, 2)}\n`;
          compilation.emitAsset('config.json', new rspack.sources.RawSource(json));
        },
      );
    });
  },
});

/** `provide shared module (default) @portal/ui@1.1.0 = /path`: the share key it provides. */
const PROVIDED_KEY = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;
/** `consume shared module (default) @portal/ui@^1.1.0 (strict) ...`: the share key it consumes. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) (.+?)@\S+/;

/**
 * `<filename>` beside a production build, so the bundle report counts what a page really loads
 * (tools/bundle-report.mjs): the JS files of each named chunk group (an entry, or a page loaded with
 * `import(/* webpackChunkName: "page-<route id>" *\/ ...)`), the shared modules each group consumes,
 * and the files each shared module the app provides loads (a remote's are used when the host provides
 * none of that module).
 */
const chunkGroupsReport = (filename) => ({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsReport', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsReport', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const jsFiles = (group) => [
            ...new Set(group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'))),
          ];
          const consumedBy = (group) => [
            ...new Set(
              group.chunks.flatMap((chunk) =>
                compilation.chunkGraph
                  .getChunkModules(chunk)
                  .flatMap((module) => module.identifier().match(CONSUMED_KEY)?.[1] ?? []),
              ),
            ),
          ];
          const chunkGroups = {};
          const consumes = {};
          const provided = {};
          for (const group of compilation.chunkGroups) {
            if (group.name) {
              chunkGroups[group.name] = jsFiles(group);
              const keys = consumedBy(group);
              if (keys.length) consumes[group.name] = keys;
            }
            for (const origin of group.origins ?? []) {
              const key = origin.module?.identifier().match(PROVIDED_KEY)?.[1];
              if (key) provided[key] = jsFiles(group);
            }
          }
          const stats = {
            chunkGroups,
            ...(Object.keys(consumes).length && { consumes }),
            ...(Object.keys(provided).length && { provided }),
          };
          compilation.emitAsset(filename, new rspack.sources.RawSource(`${JSON.stringify(stats, null, 2)}\n`));
        },
      );
    });
  },
});
