import { z } from 'zod';

/**
 * `GET /api/health`: 200 with status ok, or 503 with status degraded when the database does not answer.
 * Public: nothing about the process (id, uptime, versions) that would help an attacker.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    /** How long `select 1` took; null when it failed. */
    latencyMs: z.number().nullable(),
    /** Why the check failed (a timeout, no connection); never a connection string. */
    message: z.string().optional(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /api/livez` and `/api/readyz` (and the same on the operator's port): Kubernetes' probes. Liveness
 * is 200 while the event loop answers; readiness is 503 with short reasons (`database unreachable`,
 * `migrations pending`, `draining`) while the process should get no traffic. Never a connection string.
 */
export const probeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok') }),
  z.object({ status: z.literal('unavailable'), reasons: z.array(z.string()).min(1) }),
]);
export type Probe = z.infer<typeof probeSchema>;
