import { Writable } from 'node:stream';
import { createSecurityLog } from '@portal/server-core';
import { findFreePort } from '@portal/server-database';
import { createLogger } from '@portal/server-observability';
import { loadConfig } from '../config/identity-config';
import { createDatabase } from '../database/database';
import { migrate } from '../database/migrate';
import { type IdentityServer, type IdentityServerOptions, startIdentityServer } from '../identity-server';
import { seedDemoAccounts } from '../users/demo-seed';

/** Tests that do not look at security events keep them out of their output. */
const quietSecurityLog = () =>
  createSecurityLog(
    'identity',
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    }),
  );

/** Migrates and seeds the demo accounts, as `cli.js migrate` and `cli.js seed-demo` do. */
export async function prepareDatabase(url: string): Promise<void> {
  const db = createDatabase(url);
  try {
    await migrate(db);
    await seedDemoAccounts(db);
  } finally {
    await db.end();
  }
}

export interface RunningIdentity {
  issuer: string;
  server: IdentityServer;
}

export async function startTestIdentity(
  databaseUrl: string,
  port?: number,
  env: Record<string, string> = {},
  options: IdentityServerOptions = {},
): Promise<RunningIdentity> {
  const listenPort = port ?? (await findFreePort());
  const issuer = `http://localhost:${listenPort}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    OIDC_ISSUER: issuer,
    IDENTITY_PORT: String(listenPort),
    METRICS_PORT: '0',
    ...env,
  });
  return {
    issuer,
    server: await startIdentityServer(config, {
      securityLog: quietSecurityLog(),
      log: createLogger('identity', { level: 'silent' }),
      ...options,
    }),
  };
}
