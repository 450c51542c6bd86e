import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SqlPart } from '@portal/server-database';
import { AuditEntry } from './entities/audit-entry.entity';

export interface AuditRecord {
  actor: string;
  actingAs?: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  requestId?: string | null;
}

const COLUMNS = 'actor, acting_as, action, subject_type, subject_id, request_id';

/** The audit domain's public API: appends to the audit log inside the caller's transaction or statement. */
@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /** Appends now, in one statement on the caller's transaction (hot paths that write with SQL, not the unit of work). */
  async append(entry: AuditRecord): Promise<void> {
    await this.em.execute(`insert into audit_entry (${COLUMNS}) values (?, ?, ?, ?, ?, ?)`, [
      entry.actor,
      entry.actingAs ?? null,
      entry.action,
      entry.subjectType,
      entry.subjectId,
      entry.requestId ?? null,
    ]);
  }

  /**
   * The appends as a part of the caller's single statement: `insert … select … from <source>` writes
   * the entries once per row of `source`, a CTE of the caller's.
   */
  appendFrom(source: string, ...entries: AuditRecord[]): SqlPart {
    return {
      sql: `insert into audit_entry (${COLUMNS}) select e.* from ${source} cross join (values ${entries
        .map(() => '(?::text, ?::text, ?::text, ?::text, ?::text, ?::text)')
        .join(', ')}) as e(${COLUMNS})`,
      params: entries.flatMap((entry) => [
        entry.actor,
        entry.actingAs ?? null,
        entry.action,
        entry.subjectType,
        entry.subjectId,
        entry.requestId ?? null,
      ]),
    };
  }

  /**
   * One entry per distinct value of `subjectColumn` in the caller's CTE `source`, as a part of the
   * caller's single statement: the reads of a page of rows audited in the statement that reads them.
   */
  appendEachFrom(source: string, subjectColumn: string, entry: Omit<AuditRecord, 'subjectId'>): SqlPart {
    return {
      sql: `insert into audit_entry (${COLUMNS})
        select distinct ?::text, ?::text, ?::text, ?::text, s.${subjectColumn}::text, ?::text from ${source} s`,
      params: [entry.actor, entry.actingAs ?? null, entry.action, entry.subjectType, entry.requestId ?? null],
    };
  }

  /**
   * What the connected role may do to the audit log beyond appending and reading it: UPDATE, DELETE,
   * TRUNCATE, and `owner` (ALTER it, disable its triggers, DROP it); none for the runtime role
   * (docs/notes-audit-roles.md). Nothing before the log exists.
   */
  async privilegesBeyondAppend(): Promise<string[]> {
    const [row] = await this.em.execute<{ beyond: string[] | null }[]>(
      `select case when to_regclass('audit_entry') is not null then array_remove(array[
         case when has_table_privilege('audit_entry', 'UPDATE') then 'UPDATE' end,
         case when has_table_privilege('audit_entry', 'DELETE') then 'DELETE' end,
         case when has_table_privilege('audit_entry', 'TRUNCATE') then 'TRUNCATE' end,
         case when pg_has_role((select relowner from pg_class where oid = to_regclass('audit_entry')), 'USAGE') then 'owner' end
       ], null) end as beyond`,
    );
    return row?.beyond ?? [];
  }

  /**
   * Adds the entry to the caller's unit of work: it is written when the caller's transaction
   * (`em.transactional`) flushes, with the caller's other changes, or not at all. Outside a
   * transaction no flush is bound to come, and the entry would be lost without a word: that throws.
   */
  record(entry: AuditRecord): void {
    if (!this.em.isInTransaction()) {
      throw new Error(
        'AuditService.record was called outside a transaction, where no flush is bound to write the entry: call it inside em.transactional, or use append to write it now',
      );
    }
    this.em.create(AuditEntry, { ...entry, actingAs: entry.actingAs ?? null, requestId: entry.requestId ?? null });
  }
}
