import { createHash } from 'node:crypto';
import { auditEntryContent, chainHash, type ChainedEntry } from './audit-chain';

const entry: ChainedEntry = {
  id: '42',
  chain: 3,
  seq: '7',
  witnessSeq: '12',
  atMicros: '1795000000123456',
  actor: 'admin-1',
  actingAs: null,
  action: 'member.read',
  subjectType: 'member',
  subjectId: '000123456',
  requestId: 'req-é',
};

describe('audit chain hashing', () => {
  it('encodes each field with its UTF-8 length, and a null as -', () => {
    expect(auditEntryContent(entry)).toBe('2:421:31:72:1216:17950000001234567:admin-1-11:member.read6:member9:0001234566:req-é');
  });

  it('tells a null from an empty or a dash value, and moved separators apart', () => {
    const contents = [
      { ...entry, actingAs: null },
      { ...entry, actingAs: '' },
      { ...entry, actingAs: '-' },
      { ...entry, actor: 'admin-11:', actingAs: null },
    ].map(auditEntryContent);
    expect(new Set(contents).size).toBe(contents.length);
  });

  it('chains each hash to the previous one', () => {
    const first = chainHash(null, entry);
    expect(first.toString('hex')).toBe(createHash('sha256').update(auditEntryContent(entry)).digest('hex'));
    const next = { ...entry, id: '43', seq: '8' };
    expect(chainHash(first, next)).toEqual(createHash('sha256').update(first).update(auditEntryContent(next)).digest());
    expect(chainHash(Buffer.alloc(32), next)).not.toEqual(chainHash(first, next));
  });
});
