import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditService } from './audit.service';
import { AuditEntry } from './entities/audit-entry.entity';

describe('AuditService', () => {
  it('appends an entry in the current unit of work, with optional fields as null', () => {
    const calls: unknown[][] = [];
    const create = (...args: unknown[]) => calls.push(args);
    new AuditService({ create, isInTransaction: () => true } as unknown as EntityManager).record({
      actor: 'admin-1',
      action: 'provider.suspend',
      subjectType: 'provider',
      subjectId: 'p1',
    });
    expect(calls).toEqual([
      [
        AuditEntry,
        {
          actor: 'admin-1',
          actingAs: null,
          action: 'provider.suspend',
          subjectType: 'provider',
          subjectId: 'p1',
          requestId: null,
        },
      ],
    ]);
  });

  it('refuses to record outside a transaction, where no flush is bound to write the entry', () => {
    const calls: unknown[][] = [];
    const create = (...args: unknown[]) => calls.push(args);
    const audit = new AuditService({ create, isInTransaction: () => false } as unknown as EntityManager);
    expect(() =>
      audit.record({ actor: 'admin-1', action: 'provider.suspend', subjectType: 'provider', subjectId: 'p1' }),
    ).toThrow('AuditService.record was called outside a transaction');
    expect(calls).toEqual([]);
  });

  it("appends entries within the caller's statement, once per row of its CTE", () => {
    const audit = new AuditService({} as EntityManager);
    const part = audit.appendFrom(
      'written',
      { actor: 'a1', action: 'claim.submit', subjectType: 'claim', subjectId: '7', requestId: 'r1' },
      { actor: 'a1', actingAs: 'p1', action: 'member.read', subjectType: 'member', subjectId: '000123456' },
    );
    expect(part.sql).toMatch(/^insert into audit_entry \(.*\) select e\.\* from written cross join \(values \(.*\), \(.*\)\)/);
    expect(part.sql.match(/\?/g)).toHaveLength(part.params.length);
    expect(part.params).toEqual([
      'a1',
      null,
      'claim.submit',
      'claim',
      '7',
      'r1',
      'a1',
      'p1',
      'member.read',
      'member',
      '000123456',
      null,
    ]);
  });

  it("appends one entry per distinct subject of the caller's CTE", () => {
    const part = new AuditService({} as EntityManager).appendEachFrom('found', 'member_id', {
      actor: 'a1',
      action: 'member.read',
      subjectType: 'member',
      requestId: 'r1',
    });
    expect(part.sql).toMatch(/select distinct .* s\.member_id::text, .* from found s$/s);
    expect(part.sql.match(/\?/g)).toHaveLength(part.params.length);
    expect(part.params).toEqual(['a1', null, 'member.read', 'member', 'r1']);
  });
});
