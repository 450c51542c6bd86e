/**
 * The least a database handle must do to take part in the outbox: a pg pool or client, or a thin
 * wrapper over another driver's connection inside its transaction.
 */
export interface SqlQueryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number | null }>;
}
