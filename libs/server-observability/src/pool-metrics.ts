import { Gauge, type Registry } from 'prom-client';

/** What `pg.Pool` counts: every connection it holds, those idle, and the queries waiting for one. */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/**
 * `db_pool_connections{state="in_use"|"idle"}` and `db_pool_waiting_requests`, read at each scrape from
 * the pool `poolOf` returns (undefined until the pool exists: nothing is reported then).
 */
export function registerPoolMetrics(registry: Registry, poolOf: () => Promise<PoolStats | undefined>): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections held by the pool, by state (in_use: checked out by a query or transaction)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const pool = await poolOf().catch(() => undefined);
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection (the pool is exhausted while this is above 0)',
    registers: [registry],
    async collect() {
      const pool = await poolOf().catch(() => undefined);
      if (pool) this.set(pool.waitingCount);
    },
  });
}
