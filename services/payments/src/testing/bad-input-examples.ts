import { randomUUID } from 'node:crypto';
import type { BadInputContext, BadInputExample } from '@portal/testing';

/** Valid requests to the payments domain's routes, for the API's bad-input suite. */
export async function paymentsBadInputExamples({ daysAgo }: BadInputContext): Promise<Record<string, BadInputExample>> {
  return {
    'POST /api/payment-runs': { body: () => ({ paymentDate: daysAgo(0) }) },
    'GET /api/payment-runs': { query: { limit: '10', page: '1' } },
    'GET /api/payment-runs/{runId}': { path: { runId: '1' } },
    'GET /api/payment-runs/{runId}/cpa005': { path: { runId: '1' } },
    'GET /api/payments': {
      query: { officeId: randomUUID(), runId: '1', dateFrom: daysAgo(30), dateTo: daysAgo(0), limit: '10', page: '1' },
    },
    'GET /api/payments/{depositId}': { path: { depositId: '1' } },
  };
}
