import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditService } from './audit.service';
import { AuditEntry } from './entities/audit-entry.entity';

describe('AuditService', () => {
  it('appends an entry in the current unit of work, with optional fields as null', () => {
    const calls: unknown[][] = [];
    const create = (...args: unknown[]) => calls.push(args);
    new AuditService({ create } as unknown as EntityManager).record({
      actor: 'admin-1',
      action: 'provider.suspend',
      subjectType: 'provider',
      subjectId: 'p1',
    });
    expect(calls).toEqual([[AuditEntry, {
      actor: 'admin-1',
      actingAs: null,
      action: 'provider.suspend',
      subjectType: 'provider',
      subjectId: 'p1',
      requestId: null,
    }]]);
  });
});
