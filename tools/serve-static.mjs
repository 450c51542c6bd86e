#!/usr/bin/env node
// Serves a built web app (a dist folder) over HTTP, for `npm run serve:dist` and the start script.
//
//   node tools/serve-static.mjs --dir <folder> --port <port> [--spa] [--cors] [--config <file>] [--dev]
//
//   --dir     folder to serve (required)
//   --port    port to listen on (default: $PORT, else 8080); host is $HOST, else localhost
//   --spa     unknown paths without a file extension get index.html (the shell's client-side routes)
//   --cors    send Access-Control-Allow-Origin: * (remotes are loaded cross-origin by the shell)
//   --config  serve this file as /config.json instead of <dir>/config.json (also $PORTAL_CONFIG_FILE),
//             so a start script can point the shell at overridden ports without touching the build
//   --dev     also serve source maps (*.map); without it they are 404, as in production
//
// A file the build precompressed is sent as its .br or .gz twin when the browser accepts it.
// Content-hashed files are cached for a year; mf-manifest.json, remoteEntry.js and index.html are
// revalidated on every load and config.json is never stored, so a redeploy or a config change takes
// effect on the next load.
//
// Security headers: every response has X-Content-Type-Options: nosniff and a Referrer-Policy; HTML
// has a Content-Security-Policy without inline scripts. The origins the page may load scripts from
// and talk to (the remotes, the API, the identity service) are read from the served config.json for
// each page, so pointing config.json at a redeployed remote needs no restart.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    config: { type: 'string' },
    dev: { type: 'boolean', default: false },
  },
});
if (!values.dir) {
  console.error('Usage: serve-static.mjs --dir <folder> --port <port> [--spa] [--cors] [--config <file>] [--dev]');
  process.exit(2);
}
const root = resolve(values.dir);
const port = Number(values.port ?? process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';
const configFile = values.config ?? process.env.PORTAL_CONFIG_FILE;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const NO_CACHE = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

const originOf = (url) => {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
};

/** The remotes', the API's and the identity service's origins, from the runtime config.json the page reads. */
const configOrigins = (file) => {
  const none = { remotes: [], services: [], identity: [] };
  if (!file || !existsSync(file)) return none;
  let config;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.warn(`serve-static: ${file} is not JSON (${error.message}); the Content-Security-Policy allows this origin only`);
    return none;
  }
  const origins = (urls) => [...new Set(urls.map(originOf).filter(Boolean))];
  return {
    remotes: origins(Object.values(config?.remotes ?? {})),
    services: origins([config?.apiBaseUrl, config?.issuer]),
    identity: origins([config?.issuer]),
  };
};

/**
 * The page's policy. Scripts: this origin and the remotes' (their remoteEntry.js and chunks), never
 * inline or eval. Fetches: also the API and the identity service (OIDC discovery, token, logout);
 * the remotes' mf-manifest.json is fetched too.
 * Styles: antd's CSS-in-JS inserts <style> elements and React sets style attributes, so inline
 * styles are allowed; CSS files come from this origin or a remote. Nothing may frame the portal.
 */
const contentSecurityPolicy = ({ remotes, services, identity }) => {
  const list = (...sources) => [...new Set(sources)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, ...services)}`,
    // Only OIDC's silent renew or session check would frame anything: the portal itself and the identity service.
    `frame-src ${list("'self'", ...identity)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
};

const servedConfig = configFile ? resolve(configFile) : join(root, 'config.json');

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * The build's precompressed twin the browser accepts (brotli first, then gzip), as nginx's brotli_static
 * and gzip_static pick it; for a file not named by its content, none when it changed after it was
 * compressed (a deployment's config). A hashed file cannot change: its twin is sent whatever the times
 * (Nx restores a cached build's files in any order).
 */
const precompressed = (file, acceptEncoding = '') => {
  const accepted = acceptEncoding.split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    const twin = `${file}${suffix}`;
    const fresh = () => HASHED.test(file) || statSync(twin).mtimeMs >= statSync(file).mtimeMs;
    if (accepted.includes(encoding) && isFile(twin) && fresh()) return { twin, encoding };
  }
  return null;
};

const locate = (pathname) => {
  if (pathname === '/config.json' && configFile) return resolve(configFile);
  const candidate = normalize(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (isFile(candidate)) return candidate;
  if (isFile(join(candidate, 'index.html'))) return join(candidate, 'index.html');
  if (values.spa && !extname(pathname)) return join(root, 'index.html');
  return null;
};

const server = createServer((request, response) => {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (values.cors) {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405).end();
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    return void response.writeHead(400).end();
  }
  const file = locate(pathname);
  const notFound = () => response.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
  // Source maps carry the original source: production does not publish them.
  if (!file || (!values.dev && extname(file) === '.map')) return void notFound();
  const name = file.split(sep).pop() ?? '';
  const type = extname(file);
  const compressed = precompressed(file, request.headers['accept-encoding']);
  response.writeHead(200, {
    Vary: 'Accept-Encoding',
    ...(compressed ? { 'Content-Encoding': compressed.encoding } : {}),
    'Content-Type': TYPES[type] ?? 'application/octet-stream',
    'Cache-Control':
      pathname === '/config.json'
        ? 'no-store'
        : NO_CACHE.has(name)
          ? 'no-cache'
          : HASHED.test(name)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
    ...(type === '.html'
      ? { 'Content-Security-Policy': contentSecurityPolicy(configOrigins(servedConfig)), 'X-Frame-Options': 'DENY' }
      : {}),
  });
  if (request.method === 'HEAD') return void response.end();
  createReadStream(compressed?.twin ?? file).pipe(response);
});

server.listen(port, host, () => console.log(`Serving ${root} on http://${host}:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
