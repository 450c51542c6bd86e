import 'reflect-metadata';
import { ConfigError } from '@portal/server-core';
import {
  createLogger,
  createMetricsRegistry,
  flushTracing,
  PinoNestLogger,
  shutDownGracefully,
} from '@portal/server-observability';
import { loadApiConfig } from './config/api-config';
import { API_PREFIX, createApp } from './http/create-app';
import { startApi, StartupError } from './start-api';

const log = createLogger('api');

async function main(): Promise<void> {
  const config = loadApiConfig(process.env);
  if (config.usingDevelopmentKey) log.warn('DATA_ENCRYPTION_KEY is not set: using the development key (refused in production)');
  const app = await createApp(config, new PinoNestLogger(log), undefined, { log, registry: createMetricsRegistry('api') });
  const api = await startApi(app, config);
  shutDownGracefully({
    logger: log,
    startDraining: api.startDraining,
    delayMs: config.shutdownDelayMs,
    close: async () => {
      await api.close();
      await flushTracing();
    },
  });
  log.info(
    { port: api.port, metricsPort: api.ops.port },
    `API listening on http://${config.host}:${api.port}/${API_PREFIX}, metrics on :${api.ops.port}/metrics`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) log.fatal(error.message);
  else log.fatal({ err: error }, 'the API failed to start');
  process.exit(1);
});
