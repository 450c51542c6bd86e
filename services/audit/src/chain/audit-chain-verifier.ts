import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AUDIT_CHAINS, chainHash, type ChainedEntry } from './audit-chain';

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
  /** With `hash`, null only when altered: the hash check then fails. */
  witness_seq: string | null;
  at_micros: string;
  actor: string;
  acting_as: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  request_id: string | null;
  hash: string | null;
}

const BATCH = 5000;

const chainedEntry = (row: EntryRow): ChainedEntry => ({
  id: row.id,
  chain: row.chain,
  seq: row.seq,
  witnessSeq: row.witness_seq ?? '',
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

interface ChainState {
  chain: number;
  /** The position expected next: all before it verified. */
  next: bigint;
  previous: Buffer | null;
  broken: boolean;
  /** The furthest position of the chain before it in the ring its entries saw, and the entry that saw it. */
  witnessed: { seq: bigint; by: string } | null;
}

/** Follows the chains as their entries come, in (chain, position) order. */
class ChainWalk {
  readonly chains: ChainState[] = [];
  readonly problems: ChainProblem[] = [];

  add(row: EntryRow): void {
    let state = this.chains.at(-1);
    if (state?.chain !== row.chain) {
      state = { chain: row.chain, next: 1n, previous: null, broken: false, witnessed: null };
      this.chains.push(state);
    }
    if (state.broken) return;
    const seq = BigInt(row.seq);
    if (seq > state.next) {
      this.fail(state, {
        kind: 'missing',
        chain: row.chain,
        seq: String(state.next),
        id: row.id,
        message: `Audit chain ${row.chain} is missing ${positions(state.next, seq - 1n)}, before entry ${row.id}: deleted`,
      });
    } else if (!row.hash || !row.witness_seq || chainHash(state.previous, chainedEntry(row)).toString('hex') !== row.hash) {
      this.fail(state, altered(row, 'does not match its hash: it, or the entry before it, was altered'));
    } else {
      state.previous = Buffer.from(row.hash, 'hex');
      state.next = seq + 1n;
      const witnessed = BigInt(row.witness_seq);
      if (witnessed > (state.witnessed?.seq ?? 0n)) state.witnessed = { seq: witnessed, by: row.id };
    }
  }

  /** Each chain's end against what the chain after it in the ring saw of it: a removed end shows. */
  finish(): ChainHead[] {
    for (const state of this.chains) {
      if (!state.witnessed) continue;
      const seenChain = (state.chain + AUDIT_CHAINS - 1) % AUDIT_CHAINS;
      const seen = this.chains.find((other) => other.chain === seenChain);
      const length = seen ? seen.next - 1n : 0n;
      if (seen?.broken || length >= state.witnessed.seq) continue;
      const missing = {
        kind: 'missing' as const,
        chain: seenChain,
        seq: String(length + 1n),
        id: state.witnessed.by,
        message: `Audit chain ${seenChain} ends at position ${length}, but entry ${state.witnessed.by} (chain ${state.chain}) saw it at ${state.witnessed.seq}: ${positions(length + 1n, state.witnessed.seq)} deleted`,
      };
      if (seen) this.fail(seen, missing);
      else this.problems.push(missing);
    }
    return this.chains.map((state) => ({
      chain: state.chain,
      length: String(state.next - 1n),
      hash: state.broken ? '' : (state.previous?.toString('hex') ?? ''),
    }));
  }

  private fail(state: ChainState, problem: ChainProblem): void {
    this.problems.push(problem);
    state.broken = true;
  }
}

const positions = (from: bigint, to: bigint) => (from === to ? `position ${from}` : `positions ${from} to ${to}`);

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
      `select id::text, chain, seq::text from audit_entry where chain is null or seq is null order by id`,
    );
    const walk = new ChainWalk();
    let entries = unplaced.length;
    let after: [number, string] = [-1, '0'];
    for (;;) {
      const rows = await connection.execute<EntryRow[]>(
        `select id::text, chain, seq::text, witness_seq::text, (extract(epoch from at) * 1000000)::bigint::text as at_micros, actor, acting_as,
           action, subject_type, subject_id, request_id, encode(hash, 'hex') as hash
         from audit_entry where (chain, seq) > (?, ?) order by chain, audit_entry.seq limit ${BATCH}`,
        after,
      );
      for (const row of rows) walk.add(row);
      entries += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = [last.chain, last.seq];
    }
    const heads = walk.finish();
    return {
      entries,
      heads,
      problems: [
        ...unplaced.map((row) => altered(row, 'has lost its place in the chains (no chain or position)')),
        ...walk.problems,
      ],
    };
  }
}
