import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditEntry } from './entities/audit-entry.entity';

export interface AuditRecord {
  actor: string;
  actingAs?: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  requestId?: string | null;
}

/** The audit domain's public API: appends to the audit log inside the caller's transaction. */
@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /** Appends now, in one statement on the caller's transaction (hot paths that write with SQL, not the unit of work). */
  async append(entry: AuditRecord): Promise<void> {
    await this.em.execute(
      'insert into audit_entry (actor, acting_as, action, subject_type, subject_id, request_id) values (?, ?, ?, ?, ?, ?)',
      [entry.actor, entry.actingAs ?? null, entry.action, entry.subjectType, entry.subjectId, entry.requestId ?? null],
    );
  }

  /**
   * The append as a part of the caller's single statement (`?` placeholders): `insert … select … from
   * <source>` writes the entry once per row of `source`, a CTE of the caller's.
   */
  appendFrom(source: string, entry: AuditRecord): { sql: string; params: unknown[] } {
    return {
      sql: `insert into audit_entry (actor, acting_as, action, subject_type, subject_id, request_id) select ?, ?, ?, ?, ?, ? from ${source}`,
      params: [entry.actor, entry.actingAs ?? null, entry.action, entry.subjectType, entry.subjectId, entry.requestId ?? null],
    };
  }

  record(entry: AuditRecord): void {
    this.em.create(AuditEntry, { ...entry, actingAs: entry.actingAs ?? null, requestId: entry.requestId ?? null });
  }
}
