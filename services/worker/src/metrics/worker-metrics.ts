import type pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import { outboxStats } from '@portal/server-mail';

export interface WorkerMetrics {
  mailSent: Counter;
  mailFailed: Counter;
  readjudications: Counter<'outcome'>;
  mailPurged: Counter;
}

/**
 * The worker's metrics on `registry`. The outbox gauges are read from the database at each scrape,
 * so any replica reports the whole outbox; an unreachable database leaves them at their last value.
 */
export function registerWorkerMetrics(registry: Registry, pool: pg.Pool): WorkerMetrics {
  const scrape = () => outboxStats(pool).catch(() => null);
  new Gauge({
    name: 'mail_outbox_unsent',
    help: 'Outbox rows not sent yet (due or waiting for a retry)',
    registers: [registry],
    async collect() {
      const current = await scrape();
      if (current) this.set(current.unsent);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest unsent outbox row (0 when none)',
    registers: [registry],
    async collect() {
      const current = await scrape();
      if (current) this.set(current.oldestUnsentSeconds);
    },
  });
  return {
    mailSent: new Counter({ name: 'mail_sent_total', help: 'E-mails handed to the transport', registers: [registry] }),
    mailFailed: new Counter({
      name: 'mail_send_failures_total',
      help: 'Send attempts that failed and were put back for a retry',
      registers: [registry],
    }),
    readjudications: new Counter({
      name: 'claim_readjudications_total',
      help: 'Pending claims re-adjudicated, by outcome (unchanged, or the status they moved to)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    mailPurged: new Counter({
      name: 'mail_outbox_purged_total',
      help: 'Sent outbox rows deleted after the retention period',
      registers: [registry],
    }),
  };
}
