import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { PaymentRunsService } from '@portal/payments';

/** How often a worker asks whether today's run is due: a run lands within this long after midnight UTC. */
export const PAYMENT_RUN_CHECK_MS = 5 * 60_000;

/** The FAQ's "at least twice a month": the 1st and the 15th, as UTC dates. */
export const PAYMENT_DAYS = [1, 15] as const;

/** The UTC date `yyyy-mm-dd` when `now` is a payment day, else null. */
export const paymentDayOf = (now: Date): string | null =>
  (PAYMENT_DAYS as readonly number[]).includes(now.getUTCDate()) ? now.toISOString().slice(0, 10) : null;

export interface ScheduledPaymentRunOptions {
  orm: MikroORM;
  runs: PaymentRunsService;
  onRun: (paymentDate: string, runId: string) => void;
  now?: () => Date;
}

/**
 * The worker's payment run: on a payment day, the run of that date. Runs are idempotent per date and
 * serialised by an advisory lock, so every worker asking every few minutes, and restarts, make one run.
 */
export function scheduledPaymentRun({ orm, runs, onRun, now = () => new Date() }: ScheduledPaymentRunOptions) {
  return async (): Promise<void> => {
    const paymentDate = paymentDayOf(now());
    if (!paymentDate) return;
    const outcome = await RequestContext.create(orm.em, () => runs.run(paymentDate, { actor: 'worker' }));
    if (outcome.created) onRun(paymentDate, outcome.runId);
  };
}
