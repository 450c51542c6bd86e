import { Migration } from '@mikro-orm/migrations';

/**
 * The chain trigger takes the transaction id's chain or, when another transaction holds it, the next
 * free one in the ring (ADR 035): concurrent audited transactions wait only when all chains are taken.
 * Same columns, same hash, same verifier; existing entries are untouched.
 */
export class Migration20261125011500AuditChainNextFree extends Migration {
  override name = 'Migration20261125011500_audit_chain_next_free';

  override up(): void {
    this
      .addSql(`create or replace function "audit_entry_audit_entry_chain_fn"() returns trigger as $$ begin declare head record; field text; content text := ''; kept text := current_setting('audit.chain', true); first smallint;
begin
  if coalesce(kept, '') ~ '^[0-9]{1,4}$' and kept::smallint < 8 then
    new.chain := kept::smallint;
  else
    first := pg_current_xact_id()::text::bigint % 8;
    new.chain := first;
    for step in 0..7 loop
      if pg_try_advisory_xact_lock(hashtext('audit_entry'), (first + step) % 8) then
        new.chain := (first + step) % 8;
        exit;
      end if;
    end loop;
    perform set_config('audit.chain', new.chain::text, true);
  end if;
  perform pg_advisory_xact_lock(hashtext('audit_entry'), new.chain);
  select e.seq, e.hash into head from audit_entry e where e.chain = new.chain order by e.seq desc limit 1;
  new.seq := coalesce(head.seq, 0) + 1;
  select coalesce(max(e.seq), 0) into new.witness_seq from audit_entry e where e.chain = (new.chain + 7) % 8;
  foreach field in array array[new.id::text, new.chain::text, new.seq::text, new.witness_seq::text,
    (extract(epoch from new.at) * 1000000)::bigint::text,
    new.actor, new.acting_as, new.action, new.subject_type, new.subject_id, new.request_id] loop
    content := content || coalesce(octet_length(field) || ':' || field, '-');
  end loop;
  new.hash := sha256(coalesce(head.hash, ''::bytea) || convert_to(content, 'UTF8'));
  return new;
end; end; $$ language plpgsql;`);
  }
}
