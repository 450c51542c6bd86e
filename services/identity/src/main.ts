import { ConfigError, stopOnSignals } from '@portal/server-core';
import { loadConfig } from './config/identity-config';
import { StartupError, startIdentityServer } from './identity-server';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startIdentityServer(config);
  console.log(`Identity listening on ${config.issuer}`);
  stopOnSignals(() => server.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  process.exit(1);
});
