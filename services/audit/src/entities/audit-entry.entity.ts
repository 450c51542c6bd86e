import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { AUDIT_CHAINS } from '../chain/audit-chain';

/**
 * Chains every new entry (ADR 019): one of AUDIT_CHAINS chains, under that chain's transaction-scoped
 * advisory lock; the next position, the position the chain before it (in a ring; usually the previous
 * transaction's) has reached, and sha256(previous hash || the entry's content, see `auditEntryContent`).
 * The lock is held until commit, so the next writer of the chain reads this entry's committed hash: no
 * fork, no gap. The chain is the transaction id's, or when another transaction holds it the next free
 * one in the ring (ADR 035): concurrent writers wait only when every chain is taken. A transaction keeps
 * its chain for its later entries (`audit.chain`, transaction-local), so it holds one lock.
 */
const CHAIN_BODY = `declare head record; field text; content text := ''; kept text := current_setting('audit.chain', true); first smallint;
begin
  if coalesce(kept, '') ~ '^[0-9]{1,4}$' and kept::smallint < ${AUDIT_CHAINS} then
    new.chain := kept::smallint;
  else
    first := pg_current_xact_id()::text::bigint % ${AUDIT_CHAINS};
    new.chain := first;
    for step in 0..${AUDIT_CHAINS - 1} loop
      if pg_try_advisory_xact_lock(hashtext('audit_entry'), (first + step) % ${AUDIT_CHAINS}) then
        new.chain := (first + step) % ${AUDIT_CHAINS};
        exit;
      end if;
    end loop;
    perform set_config('audit.chain', new.chain::text, true);
  end if;
  perform pg_advisory_xact_lock(hashtext('audit_entry'), new.chain);
  select e.seq, e.hash into head from audit_entry e where e.chain = new.chain order by e.seq desc limit 1;
  new.seq := coalesce(head.seq, 0) + 1;
  select coalesce(max(e.seq), 0) into new.witness_seq from audit_entry e where e.chain = (new.chain + ${AUDIT_CHAINS - 1}) % ${AUDIT_CHAINS};
  foreach field in array array[new.id::text, new.chain::text, new.seq::text, new.witness_seq::text,
    (extract(epoch from new.at) * 1000000)::bigint::text,
    new.actor, new.acting_as, new.action, new.subject_type, new.subject_id, new.request_id] loop
    content := content || coalesce(octet_length(field) || ':' || field, '-');
  end loop;
  new.hash := sha256(coalesce(head.hash, ''::bytea) || convert_to(content, 'UTF8'));
  return new;
end;`;

/** Append-only and hash-chained: who (acting as whom) did what to which subject, when, in which request. */
@Entity({ tableName: 'audit_entry' })
@Trigger({
  name: 'audit_entry_append_only',
  timing: 'before',
  events: ['update', 'delete'],
  forEach: 'row',
  body: `raise exception 'audit_entry is append-only';`,
})
@Trigger({ name: 'audit_entry_chain', timing: 'before', events: ['insert'], forEach: 'row', body: CHAIN_BODY })
@Index({ properties: ['subjectType', 'subjectId', 'at'] })
@Index({ properties: ['actor', 'at'] })
@Unique({ properties: ['chain', 'seq'] })
export class AuditEntry {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'text' })
  actor!: string;

  /** The provider an impersonating administrator was acting as. */
  @Property({ type: 'text', nullable: true })
  actingAs: string | null = null;

  @Property({ type: 'string', length: 64 })
  action!: string;

  @Property({ type: 'string', length: 32 })
  subjectType!: string;

  @Property({ type: 'text' })
  subjectId!: string;

  @Property({ type: 'string', length: 128, nullable: true })
  requestId: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  at: Date & Opt = new Date();

  // Set by the chain trigger on every insert, whatever the insert says (never null after it: verify
  // reports a null as an altered entry); left out of the unit of work's inserts.

  /** The chain the entry is in. */
  @Property({ type: 'smallint', nullable: true })
  chain?: number | null;

  /** Its position in the chain, from 1, without gaps. */
  @Property({ type: 'bigint', nullable: true })
  seq?: string | null;

  /**
   * How far the chain before this one in the ring had come when this entry was written: that chain's
   * end cannot then be cut off unseen, unless every later entry that saw it goes too (ADR 019).
   */
  @Property({ type: 'bigint', nullable: true })
  witnessSeq?: string | null;

  /** sha256 of the previous entry's hash in the chain (none for the first) and this entry's content. */
  @Property({ type: 'bytea', nullable: true })
  hash?: Buffer | null;
}
