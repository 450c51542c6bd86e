import { z } from 'zod';

/** `GET /api/health`: 200 with status ok, or 503 with status degraded when the database does not answer. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  process: z.object({ uptimeSeconds: z.number(), pid: z.number().int() }),
  database: z.object({
    status: z.enum(['up', 'down']),
    /** How long `select 1` took; null when it failed. */
    latencyMs: z.number().nullable(),
    /** Why the check failed (a timeout, no connection); never a connection string. */
    message: z.string().optional(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
