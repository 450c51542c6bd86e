import { createHash } from 'node:crypto';

/** How many hash chains the audit log keeps (ADR 019): concurrent writers of different chains do not wait for each other. */
export const AUDIT_CHAINS = 8;

/** An audit entry as it is hashed; `atMicros` is `at` in microseconds since the epoch, as the database has it. */
export interface ChainedEntry {
  id: string;
  chain: number;
  seq: string;
  witnessSeq: string;
  atMicros: string;
  actor: string;
  actingAs: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  requestId: string | null;
}

/** Each field as `<UTF-8 length>:<value>`, a null as `-`: no two entries share a content. */
const field = (value: string | null): string => (value === null ? '-' : `${Buffer.byteLength(value, 'utf8')}:${value}`);

/** What the chain trigger hashes, in the same order and encoding (the trigger body in audit-entry.entity.ts). */
export const auditEntryContent = (entry: ChainedEntry): string =>
  [
    entry.id,
    String(entry.chain),
    entry.seq,
    entry.witnessSeq,
    entry.atMicros,
    entry.actor,
    entry.actingAs,
    entry.action,
    entry.subjectType,
    entry.subjectId,
    entry.requestId,
  ]
    .map(field)
    .join('');

/** sha256(the previous entry's hash in the chain, none for the first || the entry's content). */
export const chainHash = (previous: Buffer | null, entry: ChainedEntry): Buffer =>
  createHash('sha256')
    .update(previous ?? Buffer.alloc(0))
    .update(auditEntryContent(entry), 'utf8')
    .digest();
