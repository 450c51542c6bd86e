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
