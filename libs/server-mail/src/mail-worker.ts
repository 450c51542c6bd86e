import { runSql } from '@portal/server-database';
import type pg from 'pg';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from './retry-policy';

interface LeasedRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/** What one batch did: rows leased, then sent or put back for a later attempt. */
export interface BatchResult {
  leased: number;
  sent: number;
  failed: number;
}

export interface MailWorkerOptions {
  pool: pg.Pool;
  transport: MailTransport;
  retry?: RetryPolicy;
  /** Rows leased at once: the most a crash can send twice. */
  batchSize?: number;
  /** How long a leased row is hidden from the other workers; longer than a send can take. */
  leaseSeconds?: number;
  /** Wait after a batch that was not full; a full one is followed by the next at once. */
  pollIntervalMs?: number;
  onBatch?: (result: BatchResult) => void;
  logError?: (error: unknown) => void;
}

const errorText = (reason: unknown) => String(reason instanceof Error ? reason.message : reason).slice(0, 2000);

/**
 * Sends due outbox rows at least once (ADR 011, ADR 022). A batch is leased in one short statement
 * (`FOR UPDATE SKIP LOCKED`, then `leased_until`), sent outside any transaction, all at once through
 * the transport, then marked in one statement for the sent and one for the failed, so any number of
 * workers share the outbox and a crashed worker's rows return when its lease runs out.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private readonly retry: RetryPolicy;
  private readonly batchSize: number;
  private readonly leaseSeconds: number;

  constructor(private readonly options: MailWorkerOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.batchSize = options.batchSize ?? 100;
    this.leaseSeconds = options.leaseSeconds ?? 60;
  }

  /** Leases, sends and marks one batch of due rows. */
  async drainOnce(): Promise<BatchResult> {
    const rows = await runSql<LeasedRow>(this.options.pool, {
      sql: `update mail_outbox set leased_until = now() + make_interval(secs => ?::double precision)
       where id in (
         select id from mail_outbox
         where sent_at is null and next_attempt_at <= now() and (leased_until is null or leased_until < now())
         order by next_attempt_at limit ? for update skip locked)
       returning id, "to", subject, text, html, attempts`,
      params: [this.leaseSeconds, this.batchSize],
    });
    if (rows.length === 0) return { leased: 0, sent: 0, failed: 0 };
    const outcomes = await Promise.allSettled(rows.map((row) => this.options.transport.send(outgoing(row))));
    const sent: string[] = [];
    const failed: { id: string; error: string; delaySeconds: number }[] = [];
    outcomes.forEach((outcome, index) => {
      const row = rows[index] as LeasedRow;
      if (outcome.status === 'fulfilled') sent.push(row.id);
      else
        failed.push({
          id: row.id,
          error: errorText(outcome.reason),
          delaySeconds: retryDelayMs(row.attempts + 1, this.retry) / 1000,
        });
    });
    if (sent.length)
      await runSql(this.options.pool, {
        sql: `update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null, leased_until = null
         where id = any(?::uuid[])`,
        params: [sent],
      });
    if (failed.length)
      await runSql(this.options.pool, {
        sql: `update mail_outbox as m set attempts = m.attempts + 1, last_error = f.error, leased_until = null,
           next_attempt_at = now() + make_interval(secs => f.delay)
         from unnest(?::uuid[], ?::text[], ?::double precision[]) as f(id, error, delay) where m.id = f.id`,
        params: [failed.map((f) => f.id), failed.map((f) => f.error), failed.map((f) => f.delaySeconds)],
      });
    return { leased: rows.length, sent: sent.length, failed: failed.length };
  }

  /** Drains until `stop()`: batch after batch while they come full, then every poll interval. */
  start(): void {
    this.stopped = false;
    const tick = () => {
      const batch = this.drainOnce().then(
        (result) => {
          this.options.onBatch?.(result);
          return result.leased === this.batchSize;
        },
        (error: unknown) => {
          this.options.logError?.(error);
          return false;
        },
      );
      this.running = batch;
      void batch.then((full) => {
        if (!this.stopped) this.timer = setTimeout(tick, full ? 0 : (this.options.pollIntervalMs ?? 1000));
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Takes no new batch and waits for the one in flight to be sent and marked. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

const outgoing = (row: LeasedRow): OutgoingMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html ?? undefined,
});
