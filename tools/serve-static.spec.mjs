import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { findFreePort } from '@portal/server-database';

const script = resolve(import.meta.dirname, 'serve-static.mjs');
let dir;
const servers = [];
const runtimeConfig = {
  from: 'runtime',
  apiBaseUrl: 'https://api.example.test/api',
  issuer: 'https://id.example.test',
  clientId: 'portal-shell',
  redirectUri: 'https://portal.example.test/auth/callback',
  postLogoutRedirectUri: 'https://portal.example.test/',
  remotes: {
    provider: 'https://cdn.example.test/provider/mf-manifest.json',
    admin: 'http://localhost:4202/mf-manifest.json',
    superadmin: 'https://cdn.example.test/superadmin/mf-manifest.json',
    claimsAdmin: 'not a url',
  },
};

/** The directives of a Content-Security-Policy header, as { name: [sources] }. */
const directives = (header) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

async function serve(...args) {
  const port = await findFreePort();
  const child = spawn(process.execPath, [script, '--dir', join(dir, 'dist'), '--port', String(port), ...args], { env: { ...process.env, HOST: '127.0.0.1' } });
  servers.push(child);
  await new Promise((ok, fail) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && ok());
    child.once('exit', (code) => fail(new Error(`serve-static exited ${code}`)));
  });
  return (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-static-'));
  await mkdir(join(dir, 'dist'));
  await writeFile(join(dir, 'secret.txt'), 'outside the folder');
  await writeFile(join(dir, 'dist', 'index.html'), '<h1>shell</h1>');
  await writeFile(join(dir, 'dist', 'main.0123abcd.js'), 'console.log(1)');
  await writeFile(join(dir, 'dist', 'main.0123abcd.js.map'), '{"version":3}');
  await writeFile(join(dir, 'dist', 'config.json'), '{"from":"build"}');
  await writeFile(join(dir, 'runtime.json'), JSON.stringify(runtimeConfig));
});

afterAll(async () => {
  await Promise.all(servers.map((child) => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM')))));
  await rm(dir, { recursive: true, force: true });
});

describe('serve-static', () => {
  it('serves files with their type, caching hashed files for good and never caching the entry points', async () => {
    const get = await serve();
    const js = await get('/main.0123abcd.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    const index = await get('/');
    expect(await index.text()).toBe('<h1>shell</h1>');
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with index.html only in SPA mode, and 404s missing assets', async () => {
    const spa = await serve('--spa');
    expect(await (await spa('/admin-home')).text()).toBe('<h1>shell</h1>');
    expect((await spa('/missing.js')).status).toBe(404);
    const plain = await serve();
    expect((await plain('/admin-home')).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const get = await serve('--spa');
    for (const path of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%2e%2e%2fsecret.txt']) {
      const response = await get(path);
      expect(await response.text()).not.toContain('outside the folder');
    }
  });

  it('serves the runtime config.json given by --config instead of the built one', async () => {
    const get = await serve('--config', join(dir, 'runtime.json'));
    const config = await get('/config.json');
    expect(await config.json()).toEqual(runtimeConfig);
    expect(config.headers.get('cache-control')).toBe('no-store');
  });

  it('never lets a browser store config.json, whichever file it comes from', async () => {
    const get = await serve();
    expect((await get('/config.json')).headers.get('cache-control')).toBe('no-store');
  });

  it('sends nosniff and a referrer policy with every response, found or not', async () => {
    const get = await serve('--spa');
    for (const path of ['/', '/main.0123abcd.js', '/config.json', '/missing.js']) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends a Content-Security-Policy with the HTML that allows the origins config.json names, and no inline script', async () => {
    const get = await serve('--spa', '--config', join(dir, 'runtime.json'));
    for (const path of ['/', '/admin-home']) {
      const response = await get(path);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.test', 'http://localhost:4202']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.test', 'http://localhost:4202', 'https://api.example.test', 'https://id.example.test']);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example.test', 'http://localhost:4202']);
      expect(csp['frame-src']).toEqual(["'self'", 'https://id.example.test']);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
    }
    // Scripts and data are not documents: no policy on them.
    expect((await get('/main.0123abcd.js')).headers.get('content-security-policy')).toBeNull();
  });

  it("reads the origins from the build's own config.json without --config, and allows only itself without one", async () => {
    await writeFile(join(dir, 'dist', 'config.json'), JSON.stringify({ ...runtimeConfig, remotes: { provider: 'https://remote.example.test/mf-manifest.json' } }));
    try {
      const fromBuild = directives((await (await serve())('/')).headers.get('content-security-policy'));
      expect(fromBuild['script-src']).toEqual(["'self'", 'https://remote.example.test']);
    } finally {
      await writeFile(join(dir, 'dist', 'config.json'), '{"from":"build"}');
    }
    const alone = directives((await (await serve('--config', join(dir, 'no-such.json')))('/')).headers.get('content-security-policy'));
    expect(alone['script-src']).toEqual(["'self'"]);
    expect(alone['connect-src']).toEqual(["'self'"]);
  });

  it('follows config.json when a remote is redeployed elsewhere, without a restart', async () => {
    const file = join(dir, 'moving.json');
    await writeFile(file, JSON.stringify(runtimeConfig));
    const get = await serve('--config', file);
    await writeFile(file, JSON.stringify({ ...runtimeConfig, remotes: { ...runtimeConfig.remotes, admin: 'https://new.example.test/mf-manifest.json' } }));
    const csp = directives((await get('/')).headers.get('content-security-policy'));
    expect(csp['script-src']).toContain('https://new.example.test');
    expect(csp['script-src']).not.toContain('http://localhost:4202');
  });

  it('does not publish source maps unless --dev', async () => {
    const production = await serve();
    expect((await production('/main.0123abcd.js.map')).status).toBe(404);
    const dev = await serve('--dev');
    const map = await dev('/main.0123abcd.js.map');
    expect(map.status).toBe(200);
    expect(await map.json()).toEqual({ version: 3 });
  });

  it('allows cross-origin loads with --cors and refuses writes', async () => {
    const get = await serve('--cors');
    expect((await get('/')).headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/main.0123abcd.js')).headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/main.0123abcd.js', { method: 'OPTIONS' })).status).toBe(204);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  it("sends the build's precompressed twin the browser accepts, brotli first, and the file itself otherwise", async () => {
    const code = 'export const answer = 42;\n'.repeat(100);
    await writeFile(join(dir, 'dist', 'app.0123abcd.js'), code);
    await writeFile(join(dir, 'dist', 'app.0123abcd.js.br'), brotliCompressSync(code));
    await writeFile(join(dir, 'dist', 'app.0123abcd.js.gz'), gzipSync(code));
    const get = await serve();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ]) {
      const response = await get('/app.0123abcd.js', { headers: { 'accept-encoding': accept } });
      expect([accept, response.headers.get('content-encoding')]).toEqual([accept, encoding]);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(code);
    }
  });

  it('sends a file not named by its content itself when it changed after its twins were written', async () => {
    await writeFile(join(dir, 'dist', 'remoteEntry.js'), 'old');
    await writeFile(join(dir, 'dist', 'remoteEntry.js.br'), brotliCompressSync('old'));
    await writeFile(join(dir, 'dist', 'remoteEntry.js'), 'new');
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, 'dist', 'remoteEntry.js'), later, later);
    const response = await (await serve())('/remoteEntry.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('new');
  });

  it("sends a hashed file's twin even when it is older, as after Nx restores a cached build", async () => {
    await writeFile(join(dir, 'dist', 'late.0123abcd.js.br'), brotliCompressSync('same'));
    await writeFile(join(dir, 'dist', 'late.0123abcd.js'), 'same');
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, 'dist', 'late.0123abcd.js'), later, later);
    const response = await (await serve())('/late.0123abcd.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('same');
  });
});
