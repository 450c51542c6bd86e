import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log becomes tamper-evident (ADR 019): each entry carries its chain, its position, how far
 * the chain before it had come, and sha256(the previous entry's hash || its content), set by a trigger
 * on insert. Entries written before are chained too, oldest first, through the same trigger: read
 * aside, the table emptied (TRUNCATE fires no row trigger) and each inserted again with its own id and
 * time, in this one transaction.
 */
export class Migration20261124070850AuditEntryHashChain extends Migration {
  override name = 'Migration20261124070850_audit_entry_hash_chain';

  override up(): void {
    this.addSql(
      `alter table "audit_entry" add "chain" smallint null, add "seq" bigint null, add "witness_seq" bigint null, add "hash" bytea null;`,
    );
    this.addSql(`alter table "audit_entry" add constraint "audit_entry_chain_seq_unique" unique ("chain", "seq");`);
    this
      .addSql(`create or replace function "audit_entry_audit_entry_chain_fn"() returns trigger as $$ begin declare head record; field text; content text := ''; begin
  new.chain := pg_current_xact_id()::text::bigint % 8;   perform pg_advisory_xact_lock(hashtext('audit_entry'), new.chain);   select e.seq, e.hash into head from audit_entry e where e.chain = new.chain order by e.seq desc limit 1;   new.seq := coalesce(head.seq, 0) + 1;   select coalesce(max(e.seq), 0) into new.witness_seq from audit_entry e where e.chain = (new.chain + 7) % 8;   foreach field in array array[new.id::text, new.chain::text, new.seq::text, new.witness_seq::text,
    (extract(epoch from new.at) * 1000000)::bigint::text,
    new.actor, new.acting_as, new.action, new.subject_type, new.subject_id, new.request_id] loop
    content := content || coalesce(octet_length(field) || ':' || field, '-');   end loop;   new.hash := sha256(coalesce(head.hash, ''::bytea) || convert_to(content, 'UTF8'));   return new; end; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "audit_entry_chain" BEFORE INSERT on "audit_entry" for each ROW execute function "audit_entry_audit_entry_chain_fn"();`,
    );
    this.addSql(
      `create temporary table "audit_entry_unchained" as select "id", "actor", "acting_as", "action", "subject_type", "subject_id", "request_id", "at" from "audit_entry";`,
    );
    this.addSql(`truncate "audit_entry";`);
    this.addSql(
      `insert into "audit_entry" ("id", "actor", "acting_as", "action", "subject_type", "subject_id", "request_id", "at") select * from "audit_entry_unchained" order by "id";`,
    );
    this.addSql(`drop table "audit_entry_unchained";`);
  }
}
