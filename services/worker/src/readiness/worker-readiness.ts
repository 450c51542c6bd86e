import type pg from 'pg';
import { runSql } from '@portal/server-database';
import { missingOutboxColumns } from '@portal/server-mail';
import type { Readiness } from '@portal/server-observability';

/** Tables the worker reads that only a migration creates (besides the outbox's columns). */
const REQUIRED_TABLES = ['claim', 'claim_status_change', 'payment_run', 'deposit'];

/**
 * Whether the worker can work: the database answers, the schema it needs is migrated (by either
 * ledger, ADR 011), and it is not shutting down. The schema, once complete, is not asked again.
 */
export class WorkerReadiness {
  private schemaComplete = false;
  private draining = false;

  constructor(private readonly pool: pg.Pool) {}

  markDraining(): void {
    this.draining = true;
  }

  /** The missing tables and columns, `[]` once migrated. */
  async missingSchema(): Promise<string[]> {
    if (this.schemaComplete) return [];
    const rows = await runSql<{ name: string }>(this.pool, {
      sql: `select name from unnest(?::text[]) as name where to_regclass(name) is null`,
      params: [REQUIRED_TABLES],
    });
    const missing = [...rows.map((row) => row.name), ...(await missingOutboxColumns(this.pool))];
    this.schemaComplete = missing.length === 0;
    return missing;
  }

  async check(): Promise<Readiness> {
    const reasons: string[] = [];
    if (this.draining) reasons.push('draining');
    try {
      const missing = await this.missingSchema();
      if (missing.length) reasons.push(`migrations pending: ${missing.join(', ')}`);
    } catch {
      reasons.push('database unreachable');
    }
    return reasons.length ? { ready: false, reasons } : { ready: true };
  }
}
