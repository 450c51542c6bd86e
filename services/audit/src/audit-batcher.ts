import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { WriteGroup } from '@portal/server-database';
import type { AuditRecord } from './audit.service';

/** Entries written by one statement at most: a full batch leaves the rest for the next. */
const MAX_BATCH_ENTRIES = 2_000;

/**
 * Group commit for audited reads (ADR 038): a read that wrote its own audit entry committed (and
 * waited for the WAL flush) once per request. `append` queues a read's entries; one statement (its
 * own transaction, through the chain trigger like every insert) writes every entry queued meanwhile,
 * and each caller's promise settles only when that statement has committed: resolved, the entries
 * are durable; rejected, none of them are and the read must not answer. The window is the commit in
 * flight: an idle process writes at once (next turn of the event loop), a busy one gathers while the
 * previous batch commits. One batch in flight per process.
 */
@Injectable()
export class AuditBatcher {
  private readonly batches: WriteGroup<AuditRecord[], void>;

  constructor(private readonly em: EntityManager) {
    this.batches = new WriteGroup<AuditRecord[], void>(
      async (reads) => {
        await this.write(reads.flat());
        return reads.map(() => undefined);
      },
      MAX_BATCH_ENTRIES,
      (entries) => entries.length,
    );
  }

  /**
   * Resolves once `entries` are committed, in this order and next to each other in one chain.
   * Not for writes: those audit inside their own transaction (`AuditService.record`, `appendFrom`).
   */
  append(entries: AuditRecord[]): Promise<void> {
    if (!entries.length) return Promise.resolve();
    if (this.em.isInTransaction()) {
      return Promise.reject(
        new Error(
          'AuditBatcher.append was called inside a transaction: its entries would commit without it; audit the write in it',
        ),
      );
    }
    return this.batches.add(entries);
  }

  /** One statement in autocommit: one transaction, one commit, rows inserted in array order. */
  private async write(entries: AuditRecord[]): Promise<void> {
    const rows = entries.map((entry) => ({
      actor: entry.actor,
      actingAs: entry.actingAs ?? null,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      requestId: entry.requestId ?? null,
    }));
    // The connection itself, not `em.execute`: the batch must not join the transaction of whichever
    // caller happened to schedule it (its async context is inherited by the timer).
    await this.em.getConnection().execute(
      `insert into audit_entry (actor, acting_as, action, subject_type, subject_id, request_id)
       select e.v->>'actor', e.v->>'actingAs', e.v->>'action', e.v->>'subjectType', e.v->>'subjectId', e.v->>'requestId'
       from jsonb_array_elements(?::jsonb) with ordinality as e(v, n) order by e.n`,
      [JSON.stringify(rows)],
    );
  }
}
