import type { Health } from '@portal/contracts/health';
import type { Database } from '../database/database';

export async function checkHealth(db: Database): Promise<Health> {
  const started = performance.now();
  const database = await db
    .query('select 1')
    .then(() => ({ status: 'up' as const, latencyMs: Math.round((performance.now() - started) * 10) / 10 }))
    .catch(() => ({ status: 'down' as const, latencyMs: null }));
  return {
    status: database.status === 'up' ? 'ok' : 'degraded',
    database,
  };
}
