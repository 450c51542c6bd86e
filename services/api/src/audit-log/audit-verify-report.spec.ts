import { auditVerifyReport, EXIT_AUDIT_ALTERED } from './audit-verify-report';

describe('auditVerifyReport', () => {
  it('says the log is intact, with the count and each chain head, and exits 0', () => {
    const { text, exitCode } = auditVerifyReport({
      entries: 1234,
      heads: [
        { chain: 0, length: '1200', hash: 'ab'.repeat(32) },
        { chain: 5, length: '34', hash: 'cd'.repeat(32) },
      ],
      problems: [],
    });
    expect(exitCode).toBe(0);
    expect(text.split('\n')).toEqual([
      'Audit log intact: 1,234 entries in 2 chains.',
      expect.stringMatching(/^Chain heads/),
      `  chain 0: 1200 entries, last hash ${'ab'.repeat(32)}`,
      `  chain 5: 34 entries, last hash ${'cd'.repeat(32)}`,
    ]);
    expect(auditVerifyReport({ entries: 0, heads: [], problems: [] }).text).toBe('Audit log intact: 0 entries in 0 chains.');
  });

  it('names each broken chain’s first altered or missing entry and exits non-zero', () => {
    const { text, exitCode } = auditVerifyReport({
      entries: 10,
      heads: [],
      problems: [
        {
          kind: 'altered',
          chain: 1,
          seq: '3',
          id: '42',
          message: 'Audit entry 42 (chain 1, position 3) does not match its hash',
        },
        {
          kind: 'missing',
          chain: 2,
          seq: '7',
          id: '50',
          message: 'Audit chain 2 is missing position 7, before entry 50: deleted',
        },
      ],
    });
    expect(exitCode).toBe(EXIT_AUDIT_ALTERED);
    expect(text.split('\n')).toEqual([
      'Audit log altered: 2 chains are broken (10 entries).',
      '  Audit entry 42 (chain 1, position 3) does not match its hash',
      '  Audit chain 2 is missing position 7, before entry 50: deleted',
    ]);
  });
});
