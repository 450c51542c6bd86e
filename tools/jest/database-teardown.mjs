// Jest's globalTeardown for the node projects: stops the server database-setup.mjs started, if any.
export default async function stopDatabaseServer() {
  if (!globalThis.databaseServer) return;
  await globalThis.databaseServer.stop();
  delete process.env.DATABASE_URL;
}
