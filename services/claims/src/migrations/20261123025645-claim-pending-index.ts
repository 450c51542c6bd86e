import { Migration } from '@mikro-orm/migrations';

/** The admin homes count claims held Pending: a partial index keeps that count small on millions of claims. */
export class Migration20261123025645ClaimPendingIndex extends Migration {
  override name = 'Migration20261123025645_claim_pending_index';

  override up(): void {
    this.addSql(`create index "claim_pending_index" on "claim" ("id") where "status" = 'P';`);
  }
}
