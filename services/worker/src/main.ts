import 'reflect-metadata';
import { ConfigError } from '@portal/server-core';
import { createLogger, flushTracing, shutDownGracefully } from '@portal/server-observability';
import { loadWorkerConfig } from './config/worker-config';
import { startWorker } from './worker-process';

const logger = createLogger('worker');

async function main(): Promise<void> {
  const config = loadWorkerConfig(process.env);
  const worker = await startWorker(config, { logger });
  logger.info({ metricsPort: worker.opsPort, smtp: Boolean(config.mail.smtpUrl) }, 'worker ready');
  // No traffic to drain: the batch in flight finishes inside close().
  shutDownGracefully({
    logger,
    startDraining: worker.startDraining,
    delayMs: 0,
    close: async () => {
      await worker.close();
      await flushTracing();
    },
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'the worker failed to start');
  logger.flush();
  process.exit(1);
});
