#!/usr/bin/env node
// Serves a built web app (a dist folder) over HTTP, for `npm run serve:dist` and the start script.
//
//   node tools/serve-static.mjs --dir <folder> --port <port> [--spa] [--cors] [--config <file>]
//
//   --dir     folder to serve (required)
//   --port    port to listen on (default: $PORT, else 8080); host is $HOST, else localhost
//   --spa     unknown paths without a file extension get index.html (the shell's client-side routes)
//   --cors    send Access-Control-Allow-Origin: * (remotes are loaded cross-origin by the shell)
//   --config  serve this file as /config.json instead of <dir>/config.json (also $PORTAL_CONFIG_FILE),
//             so a start script can point the shell at overridden ports without touching the build
//
// Content-hashed files are cached for a year; config.json, mf-manifest.json, remoteEntry.js and
// index.html are never cached, so a redeploy or a config change takes effect on the next load.
import { createReadStream, existsSync, statSync } from 'node:fs';
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
  },
});
if (!values.dir) {
  console.error('Usage: serve-static.mjs --dir <folder> --port <port> [--spa] [--cors] [--config <file>]');
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
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const NO_CACHE = new Set(['config.json', 'mf-manifest.json', 'remoteEntry.js', 'index.html']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;

const isFile = (path) => existsSync(path) && statSync(path).isFile();

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
  if (!file) return void response.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
  const name = file.split(sep).pop() ?? '';
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': NO_CACHE.has(name) ? 'no-cache' : HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  });
  if (request.method === 'HEAD') return void response.end();
  createReadStream(file).pipe(response);
});

server.listen(port, host, () => console.log(`Serving ${root} on http://${host}:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
