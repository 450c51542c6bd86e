// Jest's globalSetup for the node projects: without DATABASE_URL, one throwaway embedded PostgreSQL
// server for the run of a project with database suites (`*.int.spec.ts`), exported as DATABASE_URL, so
// that each suite makes its own database on it (createTestDatabase) as on CI's server.
import { globSync } from 'node:fs';
import { startThrowawayPostgres } from '../database/throwaway-postgres.mjs';

export default async function startDatabaseServer(_globalConfig, projectConfig) {
  if (process.env.DATABASE_URL || !globSync('src/**/*.int.spec.ts', { cwd: projectConfig.rootDir }).length) return;
  const server = await startThrowawayPostgres();
  globalThis.databaseServer = server;
  process.env.DATABASE_URL = server.url;
}
