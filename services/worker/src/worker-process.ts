import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { ClaimReadjudicationService, claimsAdjudicated } from '@portal/claims';
import { PaymentRunsService } from '@portal/payments';
import { createMailTransport, MailWorker, purgeSentMail, type MailTransport } from '@portal/server-mail';
import { createMetricsRegistry, startOpsServer, type Logger } from '@portal/server-observability';
import type { WorkerConfig } from './config/worker-config';
import { registerWorkerMetrics } from './metrics/worker-metrics';
import { PAYMENT_RUN_CHECK_MS, scheduledPaymentRun } from './payments/scheduled-payment-run';
import { readjudicationSweep } from './readjudication/readjudication-sweep';
import { WorkerReadiness } from './readiness/worker-readiness';
import { RepeatingTask } from './schedule/repeating-task';
import { WorkerModule } from './worker.module';

/** How often a worker started before the migrations looks again. */
const SCHEMA_POLL_MS = 2000;
/** The outbox's own connections: leasing, marking, purging and the metrics' counts. */
const OUTBOX_POOL_MAX = 4;

export interface WorkerProcess {
  /** The operator's port: /livez, /readyz, /metrics. */
  opsPort: number;
  /** Readiness turns false at once (SIGTERM's first step). */
  startDraining(): void;
  /** Stops leasing, finishes the batch in flight, closes the SMTP pool and the database. */
  close(): Promise<void>;
}

export interface WorkerDependencies {
  logger: Logger;
  /** Replaces the transport the configuration names (tests). */
  transport?: MailTransport;
}

/**
 * Starts the worker: the operator's port at once, the loops (outbox, re-adjudication, purge) once
 * the schema they need is migrated.
 */
export async function startWorker(
  config: WorkerConfig,
  { logger, transport: given }: WorkerDependencies,
): Promise<WorkerProcess> {
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: OUTBOX_POOL_MAX });
  // pg hangs the idle client (its connection settings) on the error: only the reason is logged.
  pool.on('error', (error) => logger.warn({ reason: error.message }, 'outbox database connection lost'));
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config.databaseUrl), {
    logger: false,
    abortOnError: false,
  });
  const stopping = new AbortController();
  const readiness = new WorkerReadiness(pool);
  const registry = createMetricsRegistry('worker');
  registry.registerMetric(claimsAdjudicated);
  const metrics = registerWorkerMetrics(registry, pool);
  const transport = given ?? createMailTransport(config.mail, config.mail.smtpPool);
  const logError = (task: string) => (error: unknown) => logger.error({ err: error, task }, `${task} failed`);

  const mail = new MailWorker({
    pool,
    transport,
    batchSize: config.mail.batchSize,
    leaseSeconds: config.mail.leaseSeconds,
    pollIntervalMs: config.mail.pollIntervalMs,
    onBatch: ({ sent, failed }) => {
      metrics.mailSent.inc(sent);
      metrics.mailFailed.inc(failed);
      if (failed) logger.warn({ sent, failed }, 'some e-mails failed; they will be retried');
    },
    logError: logError('mail'),
  });
  const readjudication = new RepeatingTask(
    readjudicationSweep({
      orm: app.get(MikroORM),
      claims: app.get(ClaimReadjudicationService),
      batchSize: config.readjudication.batchSize,
      outcomes: metrics.readjudications,
      signal: stopping.signal,
    }),
    config.readjudication.intervalMs,
    logError('re-adjudication'),
  );
  const purge = new RepeatingTask(
    async () => {
      const purged = await purgeSentMail(pool, config.mail.retentionDays);
      metrics.mailPurged.inc(purged);
      if (purged) logger.info({ purged, retentionDays: config.mail.retentionDays }, 'purged sent e-mails');
    },
    config.mail.purgeIntervalMs,
    logError('purge'),
  );
  const payments = new RepeatingTask(
    scheduledPaymentRun({
      orm: app.get(MikroORM),
      runs: app.get(PaymentRunsService),
      onRun: (paymentDate, runId) => logger.info({ paymentDate, runId }, 'payment run made'),
    }),
    PAYMENT_RUN_CHECK_MS,
    logError('payment run'),
  );
  const loops = [mail, readjudication, purge, payments];

  const ops = await startOpsServer({
    port: config.metrics.port,
    host: config.metrics.host,
    registry,
    readiness: () => readiness.check(),
  });
  const started = (async () => {
    while (!stopping.signal.aborted) {
      const missing = await readiness.missingSchema().catch(() => ['(database unreachable)']);
      if (missing.length === 0) {
        for (const loop of loops) loop.start();
        logger.info('worker started: sending mail, re-adjudicating pending claims, purging old mail, paying on the 1st and 15th');
        return;
      }
      logger.warn({ missing }, 'waiting for the migrations');
      await sleep(SCHEMA_POLL_MS, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();

  return {
    opsPort: ops.port,
    startDraining: () => readiness.markDraining(),
    async close() {
      readiness.markDraining();
      stopping.abort();
      await started;
      await Promise.all(loops.map((loop) => loop.stop()));
      transport.close();
      await app.close();
      await pool.end();
      await ops.close();
    },
  };
}
