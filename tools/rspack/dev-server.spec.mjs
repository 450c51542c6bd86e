import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devRuntimeConfig, remoteDevServer } from './dev-server.mjs';
import { remoteByProject } from '../remotes.mjs';

const admin = remoteByProject('mf-admin');
const workspaceRoot = mkdtempSync(join(tmpdir(), 'team-portal-'));
const base = {
  apiBaseUrl: 'https://api.staging.example/api',
  issuer: 'https://id.staging.example',
  clientId: 'portal-shell',
  redirectUri: 'https://portal.staging.example/auth/callback',
  postLogoutRedirectUri: 'https://portal.staging.example/',
  remotes: { provider: 'https://p.staging.example/mf-manifest.json', admin: 'https://a.staging.example/mf-manifest.json' },
};

describe("a remote team's portal", () => {
  it('serves this remote from the dev server and everything else from the configured config.json', async () => {
    const file = join(workspaceRoot, 'staging.json');
    writeFileSync(file, JSON.stringify(base));
    const config = await devRuntimeConfig({ remote: admin, origin: 'http://localhost:4212', workspaceRoot, env: { PORTAL_CONFIG: file } });
    expect(config).toEqual({
      ...base,
      redirectUri: 'http://localhost:4212/auth/callback',
      postLogoutRedirectUri: 'http://localhost:4212/',
      remotes: { provider: 'https://p.staging.example/mf-manifest.json', admin: 'http://localhost:4212/remote/mf-manifest.json' },
    });
  });

  it('falls back to the defaults when npm start has written no configuration', async () => {
    const config = await devRuntimeConfig({ remote: admin, origin: 'http://localhost:4212', workspaceRoot, env: { SHELL_CONFIG_FILE: join(workspaceRoot, 'none.json') } });
    expect(config.apiBaseUrl).toBe('http://localhost:3000/api');
    expect(config.remotes.claimsAdmin).toBe('http://localhost:4204/mf-manifest.json');
  });

  it('names a missing PORTAL_CONFIG file', async () => {
    await expect(devRuntimeConfig({ remote: admin, origin: 'http://x', workspaceRoot, env: { PORTAL_CONFIG: 'nope.json' } })).rejects.toThrow(/PORTAL_CONFIG .*nope\.json does not exist/);
  });

  it('needs a shell build or a published shell', () => {
    expect(() => remoteDevServer({ remote: admin, projectDir: join(workspaceRoot, 'mf-admin'), workspaceRoot, env: {} })).toThrow(/shell\/dist is missing/);
    const server = remoteDevServer({ remote: admin, projectDir: join(workspaceRoot, 'mf-admin'), workspaceRoot, env: { SHELL_URL: 'https://portal.staging.example', MF_ADMIN_DEV_PORT: '5212' } });
    expect(server.publicPath).toBe('http://localhost:5212/remote/');
    expect(server.devServer.port).toBe(5212);
    expect(server.devServer.proxy[0].target).toBe('https://portal.staging.example');
    expect(server.devServer.proxy[0].context('/remote/remoteEntry.js')).toBe(false);
    expect(server.devServer.proxy[0].context('/admin-home')).toBe(true);
    expect(server.alias['team-portal-declaration']).toBe(join(workspaceRoot, 'mf-admin/src/remote.ts'));
  });
});
