import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log's append for writers outside the API (the identity server's impersonation start and
 * stop, issue 19 §1): one entry in the caller's transaction, chained by the table's trigger like any other.
 */
export class Migration20261124223801AppendAuditEntry extends Migration {
  override name = 'Migration20261124223801_append_audit_entry';

  override up(): void {
    this.addSql(`create or replace function append_audit_entry(p_actor text, p_acting_as text, p_action text,
      p_subject_type text, p_subject_id text, p_request_id text) returns void language sql
      as $$ insert into audit_entry (actor, acting_as, action, subject_type, subject_id, request_id)
        values (p_actor, p_acting_as, p_action, p_subject_type, p_subject_id, p_request_id) $$;`);
  }
}
