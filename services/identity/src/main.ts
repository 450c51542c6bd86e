import { ConfigError } from '@portal/server-core';
import { createLogger, flushTracing, shutDownGracefully } from '@portal/server-observability';
import { loadConfig } from './config/identity-config';
import { StartupError, startIdentityServer } from './identity-server';

const log = createLogger('identity');

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startIdentityServer(config, { log });
  shutDownGracefully({
    logger: log,
    startDraining: server.startDraining,
    delayMs: config.shutdownDelayMs,
    close: async () => {
      await server.close();
      await flushTracing();
    },
  });
  log.info(
    { port: server.port, metricsPort: server.metricsPort },
    `Identity listening on ${config.issuer}, metrics on :${server.metricsPort}/metrics`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) log.fatal(error.message);
  else log.fatal({ err: error }, 'the identity service failed to start');
  process.exit(1);
});
