import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  process: z.object({ uptimeSeconds: z.number(), pid: z.number().int() }),
  database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().nullable() }),
});
export type Health = z.infer<typeof healthSchema>;
