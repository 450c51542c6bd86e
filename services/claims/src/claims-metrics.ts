import { Counter, type Registry } from 'prom-client';
import type { AdjudicatedStatus } from '@portal/contracts/claims';

/** Adjudication statuses as metric labels. */
export const OUTCOME_OF: Record<AdjudicatedStatus, string> = { A: 'accepted', P: 'pending', R: 'rejected', E: 'error' };

/**
 * Defined once for the process and registered in each service's registry (`registerClaimsMetrics`): the
 * API counts submissions, and the API and the worker both count adjudications, since both adjudicate.
 */
export const claimsSubmitted = new Counter({
  name: 'claims_submitted_total',
  help: 'Claims submitted, by outcome: accepted, pending, rejected or error as adjudicated, replay for a retried Idempotency-Key',
  labelNames: ['outcome'] as const,
  registers: [],
});

export const claimsAdjudicated = new Counter({
  name: 'claims_adjudicated_total',
  help: 'Claims adjudicated (at submission and each re-adjudication of a pending claim), by outcome',
  labelNames: ['outcome'] as const,
  registers: [],
});

/** Adds the claims counters to a service's registry. */
export function registerClaimsMetrics(registry: Registry): void {
  if (!registry.getSingleMetric('claims_submitted_total')) registry.registerMetric(claimsSubmitted);
  if (!registry.getSingleMetric('claims_adjudicated_total')) registry.registerMetric(claimsAdjudicated);
}
