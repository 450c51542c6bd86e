import { resolve } from 'node:path';
import { runtimeConfigSchema } from '@portal/contracts';
import { readSettings, shellRuntimeConfig, workspaceRoot } from './settings.mjs';

describe('npm start settings', () => {
  it('uses the contract ports, the embedded database and the demo seed by default', () => {
    const settings = readSettings({});
    expect(settings.ports).toEqual({
      api: 3000,
      identity: 3001,
      shell: 4200,
      provider: 4201,
      admin: 4202,
      superadmin: 4203,
      claimsAdmin: 4204,
      embeddedDb: 5433,
      apiMetrics: 9464,
      identityMetrics: 9465,
      workerMetrics: 9466,
    });
    expect(settings.databaseUrl).toBeNull();
    expect(settings.migrationDatabaseUrl).toBeNull();
    expect(settings.embeddedDbDir).toBe(resolve(workspaceRoot, '.data/postgres'));
    expect(settings.seedDemo).toBe(true);
    expect(settings.build).toBe(true);
  });

  it('writes a shell config.json that the shell accepts and that follows overridden ports', () => {
    const config = shellRuntimeConfig(
      readSettings({ SHELL_PORT: '4500', MF_ADMIN_PORT: '4602', API_PORT: '3900', IDENTITY_PORT: '3901' }),
    );
    expect(runtimeConfigSchema.parse(config)).toEqual({
      apiBaseUrl: 'http://localhost:3900/api',
      issuer: 'http://localhost:3901',
      clientId: 'portal-shell',
      redirectUri: 'http://localhost:4500/auth/callback',
      postLogoutRedirectUri: 'http://localhost:4500/',
      remotes: {
        provider: 'http://localhost:4201/mf-manifest.json',
        admin: 'http://localhost:4602/mf-manifest.json',
        superadmin: 'http://localhost:4203/mf-manifest.json',
        claimsAdmin: 'http://localhost:4204/mf-manifest.json',
      },
      maintenance: false,
    });
  });

  it('turns the maintenance flag on with MAINTENANCE=true and passes the toll-free number on', () => {
    const config = shellRuntimeConfig(readSettings({ MAINTENANCE: 'true', SUPPORT_TOLL_FREE: '1-800-555-0199' }));
    expect(runtimeConfigSchema.parse(config)).toMatchObject({ maintenance: true, tollFreePhone: '1-800-555-0199' });
    expect(() => readSettings({ MAINTENANCE: 'yes' })).toThrow('MAINTENANCE must be true or false, got "yes"');
  });

  it('names the variable when a port is not a port', () => {
    expect(() => readSettings({ API_PORT: 'eighty' })).toThrow('API_PORT must be a TCP port, got "eighty"');
    expect(() => readSettings({ SHELL_PORT: '70000' })).toThrow('SHELL_PORT must be a TCP port');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL and keeps one that is', () => {
    expect(() => readSettings({ DATABASE_URL: 'mysql://root@db/portal' })).toThrow('DATABASE_URL must be a postgres:// URL');
    expect(readSettings({ DATABASE_URL: 'postgres://u@db:5432/portal' }).databaseUrl).toBe('postgres://u@db:5432/portal');
  });

  it('migrates as MIGRATION_DATABASE_URL, the owner, beside DATABASE_URL', () => {
    const env = { DATABASE_URL: 'postgres://portal_app@db/portal', MIGRATION_DATABASE_URL: 'postgres://portal_owner@db/portal' };
    expect(readSettings(env)).toMatchObject({ databaseUrl: env.DATABASE_URL, migrationDatabaseUrl: env.MIGRATION_DATABASE_URL });
    expect(() => readSettings({ MIGRATION_DATABASE_URL: env.MIGRATION_DATABASE_URL })).toThrow(
      'MIGRATION_DATABASE_URL needs DATABASE_URL (the runtime role) beside it',
    );
    expect(() => readSettings({ ...env, MIGRATION_DATABASE_URL: 'owner@db' })).toThrow(
      'MIGRATION_DATABASE_URL must be a postgres:// URL',
    );
  });

  it('lets SEED_DEMO=false and SKIP_BUILD=true turn those steps off', () => {
    const settings = readSettings({ SEED_DEMO: 'false', SKIP_BUILD: 'true' });
    expect(settings.seedDemo).toBe(false);
    expect(settings.build).toBe(false);
  });
});

describe('remote teams’ portals', () => {
  it('takes their ports from the registry, overridable, and lists their origins for sign-in and CORS', () => {
    const settings = readSettings({ MF_ADMIN_DEV_PORT: '5212' });
    expect(settings.devPorts).toEqual({ provider: 4211, admin: 5212, superadmin: 4213, claimsAdmin: 4214 });
    expect(settings.urls.teamPortals).toEqual([
      'http://localhost:4211',
      'http://localhost:5212',
      'http://localhost:4213',
      'http://localhost:4214',
    ]);
  });
});
