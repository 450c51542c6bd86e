import { findFreePort } from '@portal/server-database';
import { loadConfig } from '../config/identity-config';
import { createDatabase } from '../database/database';
import { migrate } from '../database/migrate';
import { type IdentityServer, startIdentityServer } from '../identity-server';
import { seedDemoAccounts } from '../users/demo-seed';

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
): Promise<RunningIdentity> {
  const listenPort = port ?? (await findFreePort());
  const issuer = `http://localhost:${listenPort}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    OIDC_ISSUER: issuer,
    IDENTITY_PORT: String(listenPort),
    ...env,
  });
  return { issuer, server: await startIdentityServer(config) };
}
