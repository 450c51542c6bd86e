import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from '@portal/server-database';

const script = resolve(import.meta.dirname, 'serve-static.mjs');
let dir;
const servers = [];

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
  await writeFile(join(dir, 'dist', 'config.json'), '{"from":"build"}');
  await writeFile(join(dir, 'runtime.json'), '{"from":"runtime"}');
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
    expect(await (await get('/config.json')).json()).toEqual({ from: 'runtime' });
  });

  it('allows cross-origin loads with --cors and refuses writes', async () => {
    const get = await serve('--cors');
    expect((await get('/')).headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });
});
