import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { chainHash, type ChainedEntry } from './audit-chain';

/** The first thing wrong with one chain. */
export interface ChainProblem {
  kind: 'altered' | 'missing';
  chain: number | null;
  /** The position expected; for an altered entry, its own. */
  seq: string | null;
  /** The entry found there: the altered one, or the one after the missing ones. */
  id: string;
  message: string;
}

export interface ChainHead {
  chain: number;
  /** Entries in the chain (its last position). */
  length: string;
  /** The last entry's hash, hex: kept elsewhere, it reveals a later loss of the chain's tail. */
  hash: string;
}

export interface ChainReport {
  entries: number;
  heads: ChainHead[];
  problems: ChainProblem[];
}

interface EntryRow {
  id: string;
  chain: number;
  seq: string;
  at_micros: string;
  actor: string;
  acting_as: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  request_id: string | null;
  hash: string;
}

const BATCH = 5000;

const chainedEntry = (row: EntryRow): ChainedEntry => ({
  id: row.id,
  chain: row.chain,
  seq: row.seq,
  atMicros: row.at_micros,
  actor: row.actor,
  actingAs: row.acting_as,
  action: row.action,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  requestId: row.request_id,
});

const altered = (row: { id: string; chain: number | null; seq: string | null }, why: string): ChainProblem => ({
  kind: 'altered',
  chain: row.chain,
  seq: row.seq,
  id: row.id,
  message: `Audit entry ${row.id} (chain ${row.chain ?? '?'}, position ${row.seq ?? '?'}) ${why}`,
});

/** Follows the chains as their entries come, in (chain, position) order. */
class ChainWalk {
  readonly heads: ChainHead[] = [];
  readonly problems: ChainProblem[] = [];
  private chain: number | null = null;
  private next = 1n;
  private previous: Buffer | null = null;
  private broken = false;

  add(row: EntryRow): void {
    if (this.chain !== row.chain) {
      this.finish();
      this.chain = row.chain;
      this.next = 1n;
      this.previous = null;
      this.broken = false;
    }
    if (this.broken) return;
    const seq = BigInt(row.seq);
    if (seq > this.next) {
      const gap = seq - this.next === 1n ? `position ${this.next}` : `positions ${this.next} to ${seq - 1n}`;
      this.fail({
        kind: 'missing',
        chain: row.chain,
        seq: String(this.next),
        id: row.id,
        message: `Audit chain ${row.chain} is missing ${gap}, before entry ${row.id}: deleted`,
      });
    } else if (chainHash(this.previous, chainedEntry(row)).toString('hex') !== row.hash) {
      this.fail(altered(row, 'does not match its hash: it, or the entry before it, was altered'));
    } else {
      this.previous = Buffer.from(row.hash, 'hex');
      this.next = seq + 1n;
    }
  }

  /** Closes the current chain: its head, unless it is broken. */
  finish(): void {
    if (this.chain === null) return;
    this.heads.push({
      chain: this.chain,
      length: String(this.next - 1n),
      hash: this.broken ? '' : (this.previous?.toString('hex') ?? ''),
    });
  }

  private fail(problem: ChainProblem): void {
    this.problems.push(problem);
    this.broken = true;
  }
}

/**
 * Walks every chain of the audit log in order and recomputes each hash here, from the stored content
 * (not with any function of the database, which whoever altered the data could have replaced too).
 * Reports each chain's first altered or missing entry.
 */
@Injectable()
export class AuditChainVerifier {
  constructor(private readonly em: EntityManager) {}

  async verify(): Promise<ChainReport> {
    const connection = this.em.getConnection();
    const unplaced = await connection.execute<{ id: string; chain: number | null; seq: string | null }[]>(
      `select id::text, chain, seq::text from audit_entry where chain is null or seq is null or hash is null order by id`,
    );
    const walk = new ChainWalk();
    let entries = unplaced.length;
    let after: [number, string] = [-1, '0'];
    for (;;) {
      const rows = await connection.execute<EntryRow[]>(
        `select id::text, chain, seq::text, (extract(epoch from at) * 1000000)::bigint::text as at_micros, actor, acting_as,
           action, subject_type, subject_id, request_id, encode(hash, 'hex') as hash
         from audit_entry where (chain, seq) > (?, ?) order by chain, seq limit ${BATCH}`,
        after,
      );
      for (const row of rows) walk.add(row);
      entries += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = [last.chain, last.seq];
    }
    walk.finish();
    return {
      entries,
      heads: walk.heads,
      problems: [
        ...unplaced.map((row) => altered(row, 'has lost its place in the chain (no chain, position or hash)')),
        ...walk.problems,
      ],
    };
  }
}
