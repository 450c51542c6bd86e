import type pg from 'pg';
import type { MailTransport, OutgoingMail } from './mail-transport';

export interface RetryPolicy {
  /** Delay after the first failure; doubles on each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 60 * 60 * 1000 };

/** Exponential back-off after `attempts` failed attempts (1, 2, ...). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

interface DueRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export interface MailWorkerOptions {
  pool: pg.Pool;
  transport: MailTransport;
  retry?: RetryPolicy;
  batchSize?: number;
  pollIntervalMs?: number;
  logError?: (error: unknown) => void;
}

/**
 * Sends due outbox rows at least once. Each batch is locked with `FOR UPDATE SKIP LOCKED` inside one
 * transaction, so replicas never pick the same row; a failure records the error and the next attempt
 * time instead of the sent time.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: MailWorkerOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY;
  }

  /** Sends what is due now; returns how many were sent. */
  async drainOnce(): Promise<number> {
    const client = await this.options.pool.connect();
    let sent = 0;
    try {
      await client.query('begin');
      const { rows } = await client.query<DueRow>(
        `select id, "to", subject, text, html, attempts from mail_outbox
         where sent_at is null and next_attempt_at <= now()
         order by next_attempt_at limit $1 for update skip locked`,
        [this.options.batchSize ?? 20],
      );
      for (const row of rows) {
        const message: OutgoingMail = {
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
        };
        try {
          await this.options.transport.send(message);
          await client.query(`update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = $1`, [
            row.id,
          ]);
          sent += 1;
        } catch (error) {
          const delay = retryDelayMs(row.attempts + 1, this.retry);
          await client.query(
            `update mail_outbox set attempts = attempts + 1, last_error = $2,
               next_attempt_at = now() + make_interval(secs => $3::double precision) where id = $1`,
            [row.id, String(error instanceof Error ? error.message : error).slice(0, 2000), delay / 1000],
          );
        }
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return sent;
  }

  /** Polls until `stop()`; one drain at a time. */
  start(): void {
    const tick = () => {
      this.running = this.drainOnce().catch((error: unknown) => {
        this.options.logError?.(error);
        return 0;
      });
      void this.running.then(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.pollIntervalMs ?? 2000);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
