import 'reflect-metadata';
import { ConfigError, stopOnSignals } from '@portal/server-core';
import { createLogger } from '@portal/server-observability';
import { loadWorkerConfig } from './config/worker-config';
import { startWorker } from './worker-process';

/** A stop that takes longer is cut short: the orchestrator's grace period must not run out first. */
const STOP_DEADLINE_MS = 10_000;

const logger = createLogger('worker');

async function main(): Promise<void> {
  const config = loadWorkerConfig(process.env);
  const worker = await startWorker(config, { logger });
  logger.info({ metricsPort: worker.opsPort, smtp: Boolean(config.mail.smtpUrl) }, 'worker ready');
  stopOnSignals(async () => {
    logger.info('stopping: finishing the batch in flight');
    setTimeout(() => {
      logger.error('stop took longer than 10 s; exiting');
      logger.flush();
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    await worker.close();
    logger.info('stopped');
    logger.flush();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'the worker failed to start');
  logger.flush();
  process.exit(1);
});
