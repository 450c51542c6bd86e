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

  record(entry: AuditRecord): void {
    this.em.create(AuditEntry, { ...entry, actingAs: entry.actingAs ?? null, requestId: entry.requestId ?? null });
  }
}
