import { Migration } from '@mikro-orm/migrations';

/**
 * Claim search by status, newest first, and its capped count read the index alone (ADR 018). `if not
 * exists`: on a large table it may be built `concurrently` beforehand, without locking writes.
 */
export class Migration20261123094337ClaimStatusIndex extends Migration {
  override name = 'Migration20261123094337_claim_status_index';

  override up(): void {
    this.addSql(`create index if not exists "claim_status_submitted_at_id_index" on "claim" ("status", "submitted_at", "id");`);
  }
}
