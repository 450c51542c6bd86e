import { ConfigError, loadConfig } from './config/identity-config';
import { StartupError, startIdentityServer } from './identity-server';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startIdentityServer(config);
  console.log(`Identity listening on ${config.issuer}`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  process.exit(1);
});
