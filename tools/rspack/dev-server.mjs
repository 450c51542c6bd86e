// Dev servers. A remote's (`npx nx serve mf-admin`) is a whole portal for its team on the remote's dev
// port: the shell from its build (or SHELL_URL), this remote from source with live reload under
// /remote/, every other remote and the back end from the configured /config.json.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readSettings, shellRuntimeConfig } from '../start/settings.mjs';

export const REMOTE_PREFIX = '/remote/';
/** The page entry of the remote's dev build (team-portal-reload.mjs): live reload, declaration included. */
export const RELOAD_ENTRY = 'team-portal-reload';

const isPageRequest = (request) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  return (
    request.method === 'GET' &&
    !/\.[a-z0-9]+$/i.test(pathname) &&
    !pathname.startsWith(REMOTE_PREFIX) &&
    !pathname.startsWith('/ws') &&
    (request.headers.accept ?? '').includes('text/html')
  );
};

/** The shell's index.html (from its build or SHELL_URL) with the reload client added. */
async function shellPage(shellDist, shellUrl) {
  const html = shellUrl
    ? await fetch(new URL('/index.html', shellUrl)).then((response) => {
        if (!response.ok) throw new Error(`SHELL_URL index.html: HTTP ${response.status}`);
        return response.text();
      })
    : readFileSync(resolve(shellDist, 'index.html'), 'utf8');
  return html.replace('</head>', `<script defer src="${REMOTE_PREFIX}${RELOAD_ENTRY}.js"></script></head>`);
}

/** The configuration the team's portal starts from: PORTAL_CONFIG (file or URL), else npm start's, else the defaults. */
async function baseConfig(workspaceRoot, env = process.env) {
  const source = env.PORTAL_CONFIG;
  if (source && /^https?:\/\//.test(source)) {
    const response = await fetch(source, { cache: 'no-store' });
    if (!response.ok) throw new Error(`PORTAL_CONFIG ${source}: HTTP ${response.status}`);
    return response.json();
  }
  const file = resolve(workspaceRoot, source || readSettings(env).shellConfigFile);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  if (source) throw new Error(`PORTAL_CONFIG ${file} does not exist`);
  return shellRuntimeConfig(readSettings({}));
}

/** `config.json` for the team's portal: this remote from the dev server, the sign-in coming back here. */
export async function devRuntimeConfig({ remote, origin, workspaceRoot, env = process.env }) {
  const config = await baseConfig(workspaceRoot, env);
  return {
    ...config,
    redirectUri: `${origin}/auth/callback`,
    postLogoutRedirectUri: `${origin}/`,
    remotes: { ...config.remotes, [remote.name]: `${origin}${REMOTE_PREFIX}mf-manifest.json` },
  };
}

export function remoteDevServer({ remote, projectDir, workspaceRoot, env = process.env }) {
  const port = readSettings(env).devPorts[remote.name];
  const origin = `http://localhost:${port}`;
  const shellDist = resolve(workspaceRoot, 'shell/dist');
  const shellUrl = env.SHELL_URL;
  if (!shellUrl && !existsSync(resolve(shellDist, 'index.html'))) {
    throw new Error('shell/dist is missing: run `npx nx build shell` (nx serve does), or set SHELL_URL to a published shell');
  }
  return {
    publicPath: `${origin}${REMOTE_PREFIX}`,
    entry: { [RELOAD_ENTRY]: { import: resolve(import.meta.dirname, 'team-portal-reload.mjs') } },
    alias: { 'team-portal-declaration': resolve(projectDir, 'src/remote.ts') },
    devServer: {
      port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      client: { overlay: true },
      headers: { 'Access-Control-Allow-Origin': '*' },
      devMiddleware: { publicPath: REMOTE_PREFIX },
      static: shellUrl ? false : { directory: shellDist, publicPath: '/', watch: false },
      proxy: shellUrl
        ? [{ context: (path) => !path.startsWith(REMOTE_PREFIX) && path !== '/config.json' && !path.startsWith('/ws'), target: shellUrl, changeOrigin: true }]
        : undefined,
      setupMiddlewares: (middlewares) => [
        {
          name: 'portal-config',
          path: '/config.json',
          middleware: (_request, response, next) =>
            devRuntimeConfig({ remote, origin, workspaceRoot, env }).then(
              (config) => {
                response.setHeader('Content-Type', 'application/json; charset=utf-8');
                response.setHeader('Cache-Control', 'no-store');
                response.end(JSON.stringify(config));
              },
              next,
            ),
        },
        {
          name: 'portal-shell-page',
          middleware: (request, response, next) => {
            if (!isPageRequest(request)) return next();
            shellPage(shellDist, shellUrl).then((html) => {
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.setHeader('Cache-Control', 'no-store');
              response.end(html);
            }, next);
          },
        },
        ...middlewares,
      ],
    },
  };
}
